target triple = "spir64-unknown-unknown"

define spir_func i64 @f(i64 %a, i64 %b) {
  %r = call i64 @llvm.smul.fix.sat.i64(i64 %a, i64 %b, i32 4)
  ret i64 %r
}

declare i64 @llvm.smul.fix.sat.i64(i64, i64, i32)
