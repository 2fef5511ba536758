# Input generator of tests/lit/hostile/huge-constant-array.ll: a module with
# a constant array of one distinct i32 per input line, read by a kernel.
{ values = values (NR > 1 ? ", " : "") "i32 " ($1 * 7919) % 1000003 + 1 }
END {
  print "target triple = \"spir64-unknown-unknown\""
  print "@table = addrspace(2) constant [" NR " x i32] [" values "], align 4"
  print "define spir_kernel void @k(ptr addrspace(1) %p, i64 %i) {"
  print "  %g = getelementptr inbounds [" NR " x i32], ptr addrspace(2) @table, i64 0, i64 %i"
  print "  %v = load i32, ptr addrspace(2) %g, align 4"
  print "  store i32 %v, ptr addrspace(1) %p, align 4"
  print "  ret void"
  print "}"
}
