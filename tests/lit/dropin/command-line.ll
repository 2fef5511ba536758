;; The spirv-emit command: LLVM IR (text or bitcode, a file or standard input)
;; in, SPIR-V out, with the reference translator's forward command line; the
;; same command under the name llvm-spirv (%link-dir/llvm-spirv).
; RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
; RUN: %spirv-emit %s -o k.spv
; RUN: %spirv-val k.spv
; RUN: %spirv-dis k.spv | FileCheck %s --check-prefixes=CHECK,V10
; RUN: llvm-as %s -o k.bc
; RUN: %spirv-emit k.bc -o from-bc.spv
; RUN: cmp k.spv from-bc.spv
; RUN: %spirv-emit k.bc -o - > stdout.spv
; RUN: cmp k.spv stdout.spv
; RUN: %spirv-emit - < k.bc > stdin.spv
; RUN: cmp k.spv stdin.spv
;; Without -o: the input's name with .spv (.spvasm for text), as llvm-spirv.
; RUN: %spirv-emit k.bc && cmp k.spv k.spv
; RUN: cp k.bc named.bc && %spirv-emit named.bc && cmp k.spv named.spv
; RUN: %spirv-emit named.bc -spirv-text && FileCheck %s --check-prefixes=CHECK,V10 < named.spvasm
;; Under the name llvm-spirv, as clang 15-19 and other tools run it.
; RUN: %link-dir/llvm-spirv k.bc -o link.spv
; RUN: cmp k.spv link.spv
;; llvm-spirv's options, with two dashes or one, repeated --spirv-ext as
;; numba-dpex passes them.
; RUN: %link-dir/llvm-spirv k.bc -o ext.spv --spirv-ext=+all --spirv-max-version=1.2
; RUN: %spirv-val ext.spv
; RUN: %spirv-dis ext.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %link-dir/llvm-spirv -spirv-ext=+SPV_EXT_shader_atomic_float_add -spirv-ext=+SPV_KHR_no_integer_wrap_decoration k.bc -o ext1.spv
; RUN: %spirv-dis ext1.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %link-dir/llvm-spirv --spirv-ext=+all,-SPV_KHR_no_integer_wrap_decoration k.bc -o noext.spv
; RUN: %spirv-dis noext.spv | FileCheck %s --check-prefixes=CHECK,V10
; RUN: %link-dir/llvm-spirv -spirv-max-version=1.4 k.bc -o v14.spv
; RUN: %spirv-val v14.spv
; RUN: %spirv-dis v14.spv | FileCheck %s --check-prefixes=CHECK,V14
; RUN: %link-dir/llvm-spirv --spirv-debug-info-version=nonsemantic-shader-200 k.bc -o dbg.spv
; RUN: cmp k.spv dbg.spv
; RUN: %link-dir/llvm-spirv k.bc --spirv-tools-dis -o - | FileCheck %s --check-prefixes=CHECK,V10
;; The plugin's options as flags; SPIRV_EMIT_* variables apply, flags win.
; RUN: %spirv-emit k.bc --version=1.4 --env=opencl2.2 -o env.spv 2>&1 | count 0
; RUN: %spirv-dis env.spv | FileCheck %s --check-prefixes=CHECK,V14
; RUN: %not %spirv-emit k.bc --env=opencl-2.2 -o fail.spv 2>&1 | FileCheck %s --check-prefix=ENVERR
; RUN: env SPIRV_EMIT_VERSION=1.4 %spirv-emit k.bc -o envvar.spv
; RUN: %spirv-dis envvar.spv | FileCheck %s --check-prefixes=CHECK,V14
; RUN: env SPIRV_EMIT_VERSION=1.4 %spirv-emit k.bc --spirv-max-version=1.0 -o flag.spv
; RUN: %spirv-dis flag.spv | FileCheck %s --check-prefixes=CHECK,V10
; RUN: %spirv-emit k.bc --report -o report.spv 2>&1 | FileCheck %s --check-prefix=REPORT
; RUN: %spirv-emit --version | FileCheck %s --check-prefix=VERSION -DMAJOR=%llvm-major
;; Options it does not implement are errors naming them; nothing is written.
; RUN: %not %link-dir/llvm-spirv -r k.spv -o fail.bc 2>&1 | FileCheck %s --check-prefix=REVERSE
; RUN: %not %link-dir/llvm-spirv k.bc -spirv-mem2reg -o fail.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: %not %link-dir/llvm-spirv k.bc --spirv-max-version=2.0 -o fail.spv 2>&1 | FileCheck %s --check-prefix=VERSIONERR
; RUN: %not %link-dir/llvm-spirv k.bc --spirv-ext=+SPV_NOT_REAL -o fail.spv 2>&1 | FileCheck %s --check-prefix=EXTERR
; RUN: %not %link-dir/llvm-spirv k.bc --spirv-debug-info-version=legacy -o fail.spv 2>&1 | FileCheck %s --check-prefix=DEBUGERR
; RUN: %not %spirv-emit missing.bc -o fail.spv 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: echo garbage > garbage.bc
; RUN: %not %spirv-emit garbage.bc -o fail.spv 2>&1 | FileCheck %s --check-prefix=GARBAGE
; RUN: sed 's/@llvm.trap/@llvm.not.an.intrinsic/' %s > bad.ll
; RUN: echo stale > fail.spv
; RUN: %not %spirv-emit bad.ll -o fail.spv 2>&1 | FileCheck %s --check-prefix=LOWER
; RUN: cat fail.spv | FileCheck %s --check-prefix=STALE
;; --spirv-allow-unknown-intrinsics keeps those calls as imported functions.
; RUN: %link-dir/llvm-spirv bad.ll --spirv-allow-unknown-intrinsics=llvm.not. -o kept.spv
; RUN: %spirv-val kept.spv
; RUN: %spirv-dis kept.spv | FileCheck %s --check-prefix=INTRINSICS
; RUN: ls | FileCheck %s --check-prefix=FILES --implicit-check-not=fail

; V10: ; Version: 1.0
; EXT: ; Version: 1.0
; V14: ; Version: 1.4
; EXT: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; CHECK: OpEntryPoint Kernel %{{.*}} "k"
; V10-NOT: NoSignedWrap
; EXT: OpDecorate %{{.*}} NoSignedWrap
; V14: OpDecorate %{{.*}} NoSignedWrap
; REPORT: spirv-emit report: SPIR-V 1.0
; VERSION: spirv-emit {{.*}}(LLVM [[MAJOR]])
; REVERSE: spirv-emit does not read SPIR-V (-r)
; UNKNOWN: spirv-emit does not implement option '-spirv-mem2reg'
; INTRINSICS: OpDecorate %{{.*}} LinkageAttributes "llvm.not.an.intrinsic" Import
; VERSIONERR: spirv-emit: unknown SPIR-V version '2.0'
; EXTERR: spirv-emit: unknown SPIR-V extension 'SPV_NOT_REAL'
; ENVERR: spirv-emit: unknown environment 'opencl-2.2'
; DEBUGERR: spirv-emit: unknown debug-info 'legacy'
; MISSING: spirv-emit: cannot read 'missing.bc': No such file or directory
; GARBAGE: spirv-emit: cannot read 'garbage.bc':
; LOWER: spirv-emit: in function 'k': intrinsic llvm.not.an.intrinsic is not supported
; STALE: stale
; FILES: fail.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, i32 %x) {
  %y = add nsw i32 %x, 1
  store i32 %y, ptr addrspace(1) %a
  %c = icmp eq i32 %x, 7
  br i1 %c, label %t, label %e
t:
  call void @llvm.trap()
  unreachable
e:
  ret void
}

declare void @llvm.trap()
