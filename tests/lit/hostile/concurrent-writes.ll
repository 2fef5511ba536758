;; Two processes writing the same output path at once: the file is always one
;; complete output, never a mix or a partial file, and no temporary is left.
; RUN: bash %S/Inputs/concurrent-writes.sh %plugin %S/Inputs/writer-a.ll %t.dir | FileCheck %s
; CHECK: concurrent writes: ok
