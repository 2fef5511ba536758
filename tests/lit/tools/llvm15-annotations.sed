# Rewrites LLVM 16+ annotation intrinsics (llvm.annotation, llvm.var.annotation,
# llvm.ptr.annotation with overloaded string pointers in address space 1) into
# the LLVM 15 form (default address space string pointers, one type suffix
# fewer), keeping the strings where they are: an addrspacecast to them.
# Only declarations and calls are touched.
/^declare .*@llvm\.\(var\.\|ptr\.\|\)annotation/{
  s/\(@llvm\.\(var\.\|ptr\.\|\)annotation[.a-z0-9]*\)\.p1(/\1(/
  s/@llvm\.var\.annotation\.p0(/@llvm.var.annotation(/
  s/, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))/, ptr, ptr, i32, ptr)/
  s/, ptr addrspace(1), ptr addrspace(1), i32)/, ptr, ptr, i32)/
}
/call .*@llvm\.\(var\.\|ptr\.\|\)annotation/{
  s/\(@llvm\.\(var\.\|ptr\.\|\)annotation[.a-z0-9]*\)\.p1(/\1(/
  s/@llvm\.var\.annotation\.p0(/@llvm.var.annotation(/
  s/ptr addrspace(1) \(@\.[A-Za-z0-9_.]*\)/ptr addrspacecast (ptr addrspace(1) \1 to ptr)/g
  s/ptr addrspace(1) null)/ptr null)/
}
