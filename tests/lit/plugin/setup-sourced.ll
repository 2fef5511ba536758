;; Sourcing scripts/setup.sh into an interactive shell (the README's
;; `source scripts/setup.sh && cargo build --release`) leaves that shell's
;; options as they were: the script's strict mode (errexit, nounset, pipefail)
;; ends with it, also when it stops early on a bad setting, and what it
;; exports stays. A script that sources it (test.sh, run-example.sh) keeps the
;; strict mode.
; RUN: bash --norc -i -c 'source %S/../../../scripts/setup.sh >/dev/null 2>&1; echo "status $? prefix $LLVM_SYS_160_PREFIX"; set -o' 2>/dev/null | FileCheck %s --check-prefixes=STATUS,USER
; RUN: env SPIRV_EMIT_LLVM=99 bash --norc -i -c 'source %S/../../../scripts/setup.sh >/dev/null 2>&1; echo "status $?"; set -o' 2>/dev/null | FileCheck %s --check-prefixes=EARLY,USER
; RUN: bash -c 'source %S/../../../scripts/setup.sh >/dev/null 2>&1; set -o' | FileCheck %s --check-prefix=STRICT

; STATUS: status 0 prefix /{{.+}}
; EARLY: status 1
; USER: errexit{{[[:space:]]+}}off
; USER: nounset{{[[:space:]]+}}off
; USER: pipefail{{[[:space:]]+}}off
; STRICT: errexit{{[[:space:]]+}}on
; STRICT: nounset{{[[:space:]]+}}on
; STRICT: pipefail{{[[:space:]]+}}on
