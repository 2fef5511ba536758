// The pass plugin entry point: registers `spirv-emit<...>` for pipeline text
// (opt -passes=...) and at the optimizer-last extension point (clang
// -fpass-plugin), for LLVM 15, 16, 19 and 22 from one source, and refuses to
// load into an LLVM major other than the one the plugin was built for.
//
// Everything the pass does happens in Rust (spirv_emit_run_module); this file
// only knows the C++ plugin interface, which differs per LLVM version.
#include <dlfcn.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#if LLVM_VERSION_MAJOR >= 22
#include <llvm/Plugins/PassPlugin.h>
#include <llvm/Support/CodeGen.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/raw_ostream.h>
#else
#include <llvm/Passes/PassPlugin.h>
#endif

#ifndef SPIRV_EMIT_LLVM_MAJOR
#error "build.rs defines SPIRV_EMIT_LLVM_MAJOR from the selected cargo feature"
#endif
#if SPIRV_EMIT_LLVM_MAJOR != LLVM_VERSION_MAJOR
#error "the LLVM headers do not match the selected cargo feature"
#endif

// The one Rust entry point (plugin/src/pass.rs): translates the module with the
// pass parameters `params` (empty for the extension-point instance).
extern "C" void spirv_emit_run_module(LLVMModuleRef module, const char *params, size_t params_len);
// The extension-point instance's entry: the same, leaving other targets alone (plugin/src/pass.rs).
// `params` are the -spirv-emit-options text (LLVM 22), empty otherwise.
extern "C" void spirv_emit_run_extension_point(LLVMModuleRef module, const char *params, size_t params_len);
// Whether `name` names the pass, and where its parameters are (plugin/src/options.rs).
extern "C" bool spirv_emit_parse_pass_name(const char *name, size_t name_len, size_t *params_offset,
                                           size_t *params_len);
// Whether the module's triple is one the code generator callback writes (plugin/src/codegen.rs).
extern "C" bool spirv_emit_is_codegen_target(LLVMModuleRef module);
// Translates the module and hands its SPIR-V (form 0: binary, 1: text, 2: nothing) to
// write(sink, ...) in one piece, or reports the problems as one LLVM error (plugin/src/codegen.rs).
extern "C" void spirv_emit_codegen(LLVMModuleRef module, const char *params, size_t params_len, uint32_t form, void *sink,
                                   void (*write)(void *sink, const uint8_t *data, size_t len));

namespace {

// The options of the instances without pipeline text (extension point; LLVM 22's code
// generator callback), in the pass parameters' syntax: `-spirv-emit-options=...` on LLVM 22,
// where clang loads -fpass-plugin plugins before it reads -mllvm. Empty before 22.
std::string command_line_params();

// Per registration (one PassBuilder): set once its pipeline text names
// spirv-emit explicitly, so the extension-point instance of the same pipeline
// stays quiet and `opt -passes='default<O2>,spirv-emit<...>'` emits once, with
// the explicit options. Another PassBuilder in the same process has its own.
struct RegistrationState {
  bool explicit_pass_in_pipeline = false;
  // LLVM 22: a module of a SPIR-V triple the extension-point instance left to
  // the code generator callback (which writes it where clang or llc writes
  // their output); written here as the side file only if the pipeline writes
  // IR instead (clang -emit-llvm, opt -o), before the writer pass runs.
  llvm::Module *deferred_to_codegen = nullptr;
};

struct SpirvEmitPass : llvm::PassInfoMixin<SpirvEmitPass> {
  std::string params;
  std::shared_ptr<RegistrationState> state; // null for explicit instances

  SpirvEmitPass(std::string params, std::shared_ptr<RegistrationState> state)
      : params(std::move(params)), state(std::move(state)) {}

  llvm::PreservedAnalyses run(llvm::Module &module, llvm::ModuleAnalysisManager &) {
    if (state && state->explicit_pass_in_pipeline) return llvm::PreservedAnalyses::all();
#if LLVM_VERSION_MAJOR >= 22
    if (state && spirv_emit_is_codegen_target(llvm::wrap(&module))) {
      state->deferred_to_codegen = &module;
      return llvm::PreservedAnalyses::all();
    }
#endif
    if (state) {
      std::string options = command_line_params();
      spirv_emit_run_extension_point(llvm::wrap(&module), options.data(), options.size());
    } else {
      spirv_emit_run_module(llvm::wrap(&module), params.data(), params.size());
    }
    return llvm::PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

#if LLVM_VERSION_MAJOR >= 22
// The passes that write a module as IR (bitcode, text): the pipeline ends in
// IR, not in code generation.
bool writes_ir(llvm::StringRef pass) {
  return pass == "BitcodeWriterPass" || pass == "PrintModulePass" || pass == "ThinLTOBitcodeWriterPass";
}
#endif

void register_callbacks(llvm::PassBuilder &builder) {
  auto state = std::make_shared<RegistrationState>();
  builder.registerPipelineParsingCallback(
      [state](llvm::StringRef name, llvm::ModulePassManager &manager,
              llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        size_t params_offset = 0, params_len = 0;
        if (!spirv_emit_parse_pass_name(name.data(), name.size(), &params_offset, &params_len)) return false;
        state->explicit_pass_in_pipeline = true;
        manager.addPass(SpirvEmitPass(name.substr(params_offset, params_len).str(), nullptr));
        return true;
      });
  builder.registerOptimizerLastEPCallback(
#if LLVM_VERSION_MAJOR >= 20
      [state](llvm::ModulePassManager &manager, llvm::OptimizationLevel, llvm::ThinOrFullLTOPhase) {
#else
      [state](llvm::ModulePassManager &manager, llvm::OptimizationLevel) {
#endif
        manager.addPass(SpirvEmitPass(std::string(), state));
      });
#if LLVM_VERSION_MAJOR >= 22
  if (auto *instrumentation = builder.getPassInstrumentationCallbacks()) {
    instrumentation->registerBeforeNonSkippedPassCallback([state](llvm::StringRef pass, llvm::Any) {
      if (!state->deferred_to_codegen || !writes_ir(pass)) return;
      llvm::Module *module = state->deferred_to_codegen;
      state->deferred_to_codegen = nullptr;
      std::string params = command_line_params();
      spirv_emit_run_extension_point(llvm::wrap(module), params.data(), params.size());
    });
  }
#endif
}

#if LLVM_VERSION_MAJOR >= 22
void write_to_stream(void *sink, const uint8_t *data, size_t len) {
  static_cast<llvm::raw_pwrite_stream *>(sink)->write(reinterpret_cast<const char *>(data), len);
}

// LLVM 22's pre-codegen callback: for a SPIR-V triple the plugin writes the
// module to clang's or llc's output stream and the back end does not run;
// other targets are left to their back end.
bool generate_code(llvm::Module &module, llvm::TargetMachine &, llvm::CodeGenFileType type,
                   llvm::raw_pwrite_stream &stream) {
  if (!spirv_emit_is_codegen_target(llvm::wrap(&module))) return false;
  uint32_t form = type == llvm::CodeGenFileType::ObjectFile     ? 0
                  : type == llvm::CodeGenFileType::AssemblyFile ? 1
                                                                : 2;
  std::string params = command_line_params();
  spirv_emit_codegen(llvm::wrap(&module), params.data(), params.size(), form, &stream, write_to_stream);
  return true;
}
#endif

// The LLVM the host runs, as "major.minor.patch". LLVM-C has LLVMGetVersion
// since 16; an LLVM without it is 15 or older, and its library's file name
// (libLLVM-15.so.1) says which.
struct HostVersion {
  unsigned major = 0;
  char text[32] = "an unknown version";
};

HostVersion host_llvm_version() {
  HostVersion host;
  using GetVersion = void (*)(unsigned *, unsigned *, unsigned *);
  if (auto get = reinterpret_cast<GetVersion>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"))) {
    unsigned major = 0, minor = 0, patch = 0;
    get(&major, &minor, &patch);
    host.major = major;
    snprintf(host.text, sizeof host.text, "%u.%u.%u", major, minor, patch);
    return host;
  }
  Dl_info info;
  void *any_llvm_symbol = dlsym(RTLD_DEFAULT, "LLVMContextCreate");
  if (any_llvm_symbol && dladdr(any_llvm_symbol, &info) && info.dli_fname) {
    if (const char *at = strstr(info.dli_fname, "libLLVM-")) {
      host.major = static_cast<unsigned>(strtoul(at + strlen("libLLVM-"), nullptr, 10));
      snprintf(host.text, sizeof host.text, "%u", host.major);
    }
  }
  return host;
}

#if LLVM_VERSION_MAJOR >= 22
llvm::cl::opt<std::string> *command_line_option = nullptr;

// Registers -spirv-emit-options when the plugin is loaded, only into the LLVM it was built for:
// registering an option calls into the host's LLVM, which the load-time guard must precede.
__attribute__((constructor)) void register_command_line_option() {
  if (host_llvm_version().major != LLVM_VERSION_MAJOR) return;
  static llvm::cl::opt<std::string> option(
      "spirv-emit-options",
      llvm::cl::desc("spirv-emit options (version=1.2;ext=+all;...) for clang's and llc's code generator "
                     "and the extension-point instance; they override SPIRV_EMIT_* variables"),
      llvm::cl::init(""));
  command_line_option = &option;
}

std::string command_line_params() { return command_line_option ? command_line_option->getValue() : std::string(); }
#else
std::string command_line_params() { return std::string(); }
#endif

} // namespace

// The pieces of llvmGetPassPluginInfo (defined in Rust, plugin/src/lib.rs,
// because a Rust cdylib exports only symbols defined in Rust).

// 1 if the host runs the LLVM major this plugin was built for; otherwise
// prints the one-line refusal and returns 0.
extern "C" int spirv_emit_host_matches(void) {
  HostVersion host = host_llvm_version();
  if (host.major == LLVM_VERSION_MAJOR) return 1;
  fprintf(stderr, "spirv-emit: built for LLVM %d but loaded into LLVM %s; rebuild with --features llvm%u\n",
          LLVM_VERSION_MAJOR, host.text, host.major);
  fflush(stderr);
  return 0;
}

// Fills the plugin information of this LLVM version.
extern "C" void spirv_emit_fill_plugin_info(void *out) {
  auto *info = static_cast<::llvm::PassPluginLibraryInfo *>(out);
  *info = ::llvm::PassPluginLibraryInfo{};
  info->APIVersion = LLVM_PLUGIN_API_VERSION;
  info->PluginName = "spirv-emit";
  info->PluginVersion = "0.1";
  info->RegisterPassBuilderCallbacks = register_callbacks;
#if LLVM_VERSION_MAJOR >= 22
  info->PreCodeGenCallback = generate_code;
#endif
}

extern "C" size_t spirv_emit_plugin_info_size(void) { return sizeof(::llvm::PassPluginLibraryInfo); }
