// spirv_emit.hpp: spirv-emit in-process from C++, header-only over spirv_emit.h.
//
// spirv_emit::SPIRVTranslateModule has the shape of LLVM's own
// SPIRVTranslateModule (llvm/lib/Target/SPIRV/SPIRVAPI.cpp, LLVM 20+), so a
// toolchain that calls the SPIR-V back end switches with an include and a name:
//
//   #include "spirv_emit.hpp"            // was: LLVM's SPIRVTranslateModule declaration
//   std::string Obj, Err;
//   bool Ok = spirv_emit::SPIRVTranslateModule(M, Obj, Err, {"SPV_KHR_float_controls"},
//                                              llvm::CodeGenOptLevel::Default,
//                                              llvm::Triple("spirv64v1.4-unknown-unknown"));
//
// Differences from LLVM's function, all documented here:
// - The module is only read (LLVM's sets its triple and data layout); it must
//   already be a SPIR (spir64, spir) or SPIR-V (spirv64...) module, whose own
//   triple gives the addressing model.
// - The triple argument: a version (spirv64v1.N) caps the SPIR-V version like
//   the option version=1.N; an empty triple means "the module's"; a triple
//   that is not SPIR-V is an error, as in LLVM.
// - The optimisation level is ignored: spirv-emit translates the module as it
//   is (optimise it first).
// - Extension names: "SPV_X" and "+SPV_X" allow, "-SPV_X" denies, "all"
//   allows every extension; the default allows none beyond the target's.
// - Needs LLVM's C++ headers (define SPIRV_EMIT_NO_LLVM_CXX to get only the
//   LLVM-C level spirv_emit::translate).
// Everything in spirv_emit.h (thread safety, no environment variables, never
// throws into the caller except std::bad_alloc) applies.
#ifndef SPIRV_EMIT_HPP
#define SPIRV_EMIT_HPP

#include "spirv_emit.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#ifndef SPIRV_EMIT_NO_LLVM_CXX
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/CodeGen.h>
#if LLVM_VERSION_MAJOR >= 16
#include <llvm/TargetParser/Triple.h>
#else
#include <llvm/ADT/Triple.h>
#endif
#endif

namespace spirv_emit {

// Translates `module` with `options` (pass-parameter syntax, see spirv_emit.h):
// true and the words, or false and the diagnostics as the pass prints them.
inline bool translate(LLVMModuleRef module, const std::string &options, std::vector<uint32_t> &words,
                      std::string &errors) {
  std::unique_ptr<spirv_emit_result, void (*)(spirv_emit_result *)> result(
      spirv_emit_translate(module, options.c_str()), spirv_emit_result_free);
  if (!result) {
    errors = "spirv-emit: internal error: no result";
    return false;
  }
  if (!spirv_emit_result_succeeded(result.get())) {
    errors = spirv_emit_result_message(result.get());
    return false;
  }
  size_t count = 0;
  const uint32_t *data = spirv_emit_result_words(result.get(), &count);
  words.assign(data, data + count);
  return true;
}

// The options text of an extension list and a triple (exposed for callers
// that add options of their own: join with ';').
inline std::string options_for(const std::vector<std::string> &extensions, const std::string &triple,
                               std::string &error) {
  std::string options;
  std::string ext;
  for (const std::string &name : extensions) {
    if (name.empty())
      continue;
    ext += ext.empty() ? "" : ",";
    ext += (name[0] == '+' || name[0] == '-') ? name : "+" + name;
  }
  if (!ext.empty())
    options += "ext=" + ext;
  if (!triple.empty()) {
    std::string arch = triple.substr(0, triple.find('-'));
    std::string::size_type v = arch.find('v', 5);  // after "spirv"

    if (arch.compare(0, 5, "spirv") != 0) {
      error = "spirv-emit: target triple '" + triple + "' is not a SPIR-V triple (expected spirv64, spirv32 or spirvNNv1.M)";
      return std::string();
    }
    if (v != std::string::npos && v + 1 < arch.size())
      options += (options.empty() ? "" : ";") + std::string("version=") + arch.substr(v + 1);
  }
  return options;
}

#ifndef SPIRV_EMIT_NO_LLVM_CXX
#if LLVM_VERSION_MAJOR >= 18
using CodeGenOptLevel = llvm::CodeGenOptLevel;
#else
using CodeGenOptLevel = llvm::CodeGenOpt::Level;
#endif

// LLVM's SPIRVTranslateModule, by spirv-emit: the binary module in SpirvObj
// (bytes, little-endian words), or false and the diagnostics in ErrMsg.
inline bool SPIRVTranslateModule(llvm::Module *M, std::string &SpirvObj, std::string &ErrMsg,
                                 const std::vector<std::string> &AllowExtNames, CodeGenOptLevel OLevel,
                                 llvm::Triple TargetTriple) {
  (void)OLevel;
  std::string error;
  std::string options = options_for(AllowExtNames, TargetTriple.getTriple(), error);
  if (!error.empty()) {
    ErrMsg = error;
    return false;
  }
  std::vector<uint32_t> words;
  if (!translate(llvm::wrap(M), options, words, ErrMsg))
    return false;
  SpirvObj.clear();
  SpirvObj.reserve(words.size() * 4);
  for (uint32_t w : words)
    for (int shift = 0; shift < 32; shift += 8)
      SpirvObj.push_back(static_cast<char>((w >> shift) & 0xff));
  return true;
}
#endif

} // namespace spirv_emit

#endif // SPIRV_EMIT_HPP
