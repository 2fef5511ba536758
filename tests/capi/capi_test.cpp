// The C++ header (spirv_emit.hpp) under load: spirv_emit::SPIRVTranslateModule,
// shaped like LLVM's SPIRVTranslateModule, from THREADS threads at once on
// llvm::Module objects, each in its own LLVMContext; every output must equal
// the command's for the same options (extensions "all" and the triple's version:
// `spirv-emit --spirv-ext=+all --spirv-max-version=1.N`).
//
//   capi_test_cxx [-j THREADS] [-t TRIPLE] JOB...    (JOB as in capi_test.c)
// Last line: "capi-cxx: N passed, N failed".
#include "spirv_emit.hpp"

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include <atomic>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Job {
  std::string input, expected; // expected: a .spv path, or "!function"
};

std::vector<Job> jobs;
std::string triple = "spirv64v1.2-unknown-unknown";
std::atomic<int> next_job{0}, passed{0}, failed{0};
std::mutex print_lock;

void fail(const std::string &what, const std::string &why) {
  failed++;
  std::lock_guard<std::mutex> lock(print_lock);
  std::printf("FAIL: %s: %s\n", what.c_str(), why.c_str());
}

std::string read_file(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Parses `path` into `context` (LLVM-C; the module is handed over as llvm::Module*).
llvm::Module *parse(LLVMContextRef context, const std::string &path, std::string &error) {
  LLVMMemoryBufferRef buffer = nullptr;
  LLVMModuleRef module = nullptr;
  char *message = nullptr;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path.c_str(), &buffer, &message) ||
      LLVMParseIRInContext(context, buffer, &module, &message)) {
    error = message ? message : "cannot read";
    LLVMDisposeMessage(message);
    return nullptr;
  }
  return llvm::unwrap(module);
}

std::string print(llvm::Module *m) {
  char *text = LLVMPrintModuleToString(llvm::wrap(m));
  std::string copy = text;
  LLVMDisposeMessage(text);
  return copy;
}

void run_job(const Job &job) {
  LLVMContextRef context = LLVMContextCreate();
  std::string error, obj, err;
  llvm::Module *m = parse(context, job.input, error);
  if (!m) {
    fail(job.input, error);
    LLVMContextDispose(context);
    return;
  }
  std::string before = print(m);
  bool ok = spirv_emit::SPIRVTranslateModule(m, obj, err, {"all"}, spirv_emit::CodeGenOptLevel::Default,
                                             llvm::Triple(triple));
  std::string why;
  if (job.expected[0] == '!') {
    std::string needle = "in function '" + job.expected.substr(1) + "'";
    if (ok || err.find(needle) == std::string::npos) why = ok ? "translated, but should have failed" : err;
  } else if (!ok) {
    why = err;
  } else if (obj != read_file(job.expected)) {
    why = "output differs from " + job.expected;
  }
  if (why.empty() && print(m) != before) why = "the module changed";
  if (why.empty())
    passed++;
  else
    fail(job.input, why);
  LLVMContextDispose(context);
}

void worker() {
  for (int n; (n = next_job++) < static_cast<int>(jobs.size());)
    run_job(jobs[n]);
}

void expect(bool ok, const std::string &what, const std::string &why) {
  if (ok)
    passed++;
  else
    fail(what, why);
}

// The header's own pieces: options from extensions and triples, a wrong triple.
void header_checks(const Job *good) {
  std::string e;
  std::string o = spirv_emit::options_for({"SPV_KHR_a", "-SPV_KHR_b", "+SPV_KHR_c"}, "spirv32v1.3-unknown-unknown", e);
  expect(o == "ext=+SPV_KHR_a,-SPV_KHR_b,+SPV_KHR_c;version=1.3" && e.empty(), "options_for", o + e);
  o = spirv_emit::options_for({}, "spirv64-unknown-unknown", e);
  expect(o.empty() && e.empty(), "options_for without version", o + e);
  if (!good)
    return;
  LLVMContextRef context = LLVMContextCreate();
  std::string obj, err = "stale text";
  if (llvm::Module *m = parse(context, good->input, err)) {
    bool ok = spirv_emit::SPIRVTranslateModule(m, obj, err, {}, spirv_emit::CodeGenOptLevel::Default,
                                               llvm::Triple("x86_64-unknown-linux-gnu"));
    expect(!ok && err.find("not a SPIR-V triple") != std::string::npos, "x86_64 triple", err);
    std::vector<uint32_t> words;
    ok = spirv_emit::translate(llvm::wrap(m), "ext=+SPV_NOT_AN_EXTENSION", words, err);
    expect(!ok && words.empty() && err.find("SPV_NOT_AN_EXTENSION") != std::string::npos, "bad extension", err);
  }
  LLVMContextDispose(context);
}

} // namespace

int main(int argc, char **argv) {
  int threads = 8, i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (!std::strcmp(argv[i], "-j") && i + 1 < argc)
      threads = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "-t") && i + 1 < argc)
      triple = argv[++i];
    else
      return std::fprintf(stderr, "unknown flag %s\n", argv[i]), 2;
  }
  for (; i < argc; i++) {
    const char *eq = std::strchr(argv[i], '=');
    if (!eq)
      return std::fprintf(stderr, "job %s: expected IN=EXPECTED\n", argv[i]), 2;
    jobs.push_back({std::string(argv[i], static_cast<size_t>(eq - argv[i])), eq + 1});
  }
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; t++)
    pool.emplace_back(worker);
  for (std::thread &t : pool)
    t.join();
  const Job *good = nullptr;
  for (const Job &j : jobs)
    if (!good && j.expected[0] != '!')
      good = &j;
  header_checks(good);
  if (good)
    run_job(*good); // the host goes on after the failures
  std::printf("capi-cxx: %d passed, %d failed\n", passed.load(), failed.load());
  return failed.load() ? 1 : 0;
}
