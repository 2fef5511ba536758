/* spirv_emit.h: spirv-emit in-process, from C (and C++: see spirv_emit.hpp).
 *
 *   spirv_emit_result *r = spirv_emit_translate(module, "version=1.4;ext=+all");
 *   if (spirv_emit_result_succeeded(r)) {
 *     size_t n; const uint32_t *words = spirv_emit_result_words(r, &n);   // n words
 *   } else {
 *     fputs(spirv_emit_result_message(r), stderr);  // what the pass prints
 *   }
 *   spirv_emit_result_free(r);
 *
 * Link: libspirv_emit.so of the same LLVM major as the module's LLVM (the
 * library takes LLVM's symbols from the process: link libLLVM-NN too, as
 * `pkg-config --libs spirv-emit-NN` and CMake's SPIRVEmit::spirv_emit do).
 *
 * Options: the pass-parameter syntax of `opt -passes='spirv-emit<...>'`
 * (README "Options"): `version=1.0..1.6`, `env=NAME`, `ext=+A,-B,+all`,
 * `validate=auto|on|off`, `debug-info=...`, `addrspace-map=...`, `report`,
 * separated by ';'. `out=` and `text` are errors here (nothing is written to
 * files). The SPIRV_EMIT_* environment variables do NOT apply: only the
 * options string decides the output. A triple `spirv64v1.N` caps the version
 * unless the options name one, as with the command.
 *
 * Guarantees:
 * - Thread-safe: modules in different LLVMContexts may be translated at the
 *   same time from any number of threads (one module is not translated by two
 *   threads at once, as LLVM requires). Nothing is shared between calls; the
 *   one process-wide act is that the first call installs a Rust panic hook,
 *   which passes every panic that is not spirv-emit's to the previous hook.
 * - Never aborts and never unwinds into the caller: an internal error is a
 *   diagnostic ("internal error ..."). Running out of memory aborts, as in
 *   LLVM itself.
 * - The module is only read: its IR, metadata and attributes are unchanged.
 *   Its LLVMContext may gain what reading it interns there (integer and
 *   floating-point types, metadata kind names), as LLVM-C's getters do.
 * - Same module and options => the same words as `spirv-emit in.bc -o out.spv`
 *   with the same options as flags (and no SPIRV_EMIT_* variables set).
 * - Warnings (a module written without its invalid debug information) and the
 *   `report` option print to stderr, as the pass does.
 */
#ifndef SPIRV_EMIT_H
#define SPIRV_EMIT_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Types.h>

#define SPIRV_EMIT_VERSION_MAJOR 0
#define SPIRV_EMIT_VERSION_MINOR 1
#define SPIRV_EMIT_VERSION_PATCH 0

#ifdef __cplusplus
extern "C" {
#endif

/* A translation's outcome: the words or the diagnostics. Opaque; free it with
 * spirv_emit_result_free. Every accessor accepts NULL (as a failed result). */
typedef struct spirv_emit_result spirv_emit_result;

/* The library's version (compare with the SPIRV_EMIT_VERSION_* macros) and
 * the LLVM major it is built for. Any pointer may be NULL. */
void spirv_emit_version(unsigned *major, unsigned *minor, unsigned *patch);
unsigned spirv_emit_llvm_major(void);

/* Translates `module` (SPIR or SPIR-V triple) with `options` (NULL or "" for
 * the defaults). Never NULL in practice (NULL only if the result itself could
 * not be built). A NULL module gives a failed result. */
spirv_emit_result *spirv_emit_translate(LLVMModuleRef module, const char *options);

/* 1 if the module was translated, 0 if not. */
int spirv_emit_result_succeeded(const spirv_emit_result *result);

/* The SPIR-V words (host order; write them little-endian for a .spv file),
 * valid until the result is freed; NULL and *count = 0 on failure. */
const uint32_t *spirv_emit_result_words(const spirv_emit_result *result, size_t *count);

/* All problems in one text, exactly as the pass and the command print them
 * ("spirv-emit: in function 'f': ... \n    <instruction>"); "" on success. */
const char *spirv_emit_result_message(const spirv_emit_result *result);

/* The problems one by one: how many (0 on success), the text of one
 * ("in function 'f': what\n    <instruction as LLVM prints it>"), and the
 * function it names (NULL for a problem of the module, its options or a
 * global variable). NULL past the end. */
size_t spirv_emit_result_diagnostic_count(const spirv_emit_result *result);
const char *spirv_emit_result_diagnostic(const spirv_emit_result *result, size_t index);
const char *spirv_emit_result_diagnostic_function(const spirv_emit_result *result, size_t index);

/* Frees the result with its words and texts. NULL is ignored. */
void spirv_emit_result_free(spirv_emit_result *result);

#ifdef __cplusplus
}
#endif

#endif /* SPIRV_EMIT_H */
