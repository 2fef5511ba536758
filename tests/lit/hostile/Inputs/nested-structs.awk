# Input generator of tests/lit/hostile/deep-struct-nesting.ll: struct types
# nested one level per input line, and a kernel storing into the outermost.
BEGIN { print "target triple = \"spir64-unknown-unknown\""; print "%s1 = type { i32 }" }
NR > 1 { print "%s" NR " = type { %s" (NR - 1) ", i32 }" }
END {
  print "define spir_kernel void @k(ptr addrspace(1) %p) {"
  print "  %a = getelementptr inbounds %s" NR ", ptr addrspace(1) %p, i64 0, i32 1"
  print "  store i32 1, ptr addrspace(1) %a, align 4"
  print "  ret void"
  print "}"
}
