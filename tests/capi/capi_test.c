/* The C API under load: translates modules through spirv_emit_translate from
 * THREADS threads at once, each module parsed in its own LLVMContext, and
 * checks every result against the command's output for the same options.
 *
 *   capi_test [-j THREADS] [-r ROUNDS] [-o OPTIONS] [-T] JOB...
 *   JOB = IN.bc=EXPECTED.spv     the words must equal EXPECTED.spv's bytes
 *       | IN.ll=!FUNCTION        must fail, with a diagnostic naming FUNCTION
 *
 * Also checked: the module prints the same before and after, bad options
 * and a NULL module give diagnostics, and the version agrees with the header.
 * -T prints the mean time of a spirv_emit_translate call per module (and of
 * reading and parsing it; use -j 1 for times undisturbed by other threads).
 * Last line: "capi-c: N passed, N failed". */
#include "spirv_emit.h"

#include <llvm-c/Core.h>
#include <llvm/Config/llvm-config.h>
#include <llvm-c/IRReader.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  const char *input;
  const char *expected; /* a .spv path, or "!function" */
  double seconds;       /* time in spirv_emit_translate, summed over rounds */
  double parse_seconds; /* time reading and parsing the file, summed over rounds */
} Job;

static Job *jobs;
static int job_count, rounds = 1;
static const char *options = "";
static atomic_int next_job, passed, failed;
static pthread_mutex_t time_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, const char *why) {
  atomic_fetch_add(&failed, 1);
  printf("FAIL: %s: %s\n", what, why);
}

static char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = malloc(n > 0 ? (size_t)n : 1);
  *size = fread(data, 1, (size_t)n, f);
  fclose(f);
  return data;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Checks the result of translating job `j`; NULL if right, else why not. */
static const char *check(const Job *j, const spirv_emit_result *r, char *why, size_t why_size) {
  if (j->expected[0] == '!') {
    if (spirv_emit_result_succeeded(r)) return "translated, but should have failed";
    for (size_t i = 0; i < spirv_emit_result_diagnostic_count(r); i++) {
      const char *f = spirv_emit_result_diagnostic_function(r, i);
      if (f && strcmp(f, j->expected + 1) == 0 && strstr(spirv_emit_result_message(r), j->expected + 1)) return NULL;
    }
    snprintf(why, why_size, "no diagnostic names %s: %s", j->expected + 1, spirv_emit_result_message(r));
    return why;
  }
  if (!spirv_emit_result_succeeded(r)) {
    snprintf(why, why_size, "%s", spirv_emit_result_message(r));
    return why;
  }
  size_t count = 0, size = 0;
  const uint32_t *words = spirv_emit_result_words(r, &count);
  char *expected = read_file(j->expected, &size);
  int same = expected && size == count * 4 && memcmp(expected, words, size) == 0; /* little-endian host */
  free(expected);
  if (same) return NULL;
  snprintf(why, why_size, "%zu words differ from %s (%zu bytes)", count, j->expected, size);
  return why;
}

/* Parses, translates, checks and disposes one job. */
static void run_job(Job *j) {
  char why[4096];
  LLVMContextRef context = LLVMContextCreate();
  LLVMMemoryBufferRef buffer = NULL;
  LLVMModuleRef module = NULL;
  char *message = NULL;
  double p0 = now();
  if (LLVMCreateMemoryBufferWithContentsOfFile(j->input, &buffer, &message) ||
      LLVMParseIRInContext(context, buffer, &module, &message)) {
    fail(j->input, message ? message : "cannot read");
    LLVMDisposeMessage(message);
    LLVMContextDispose(context);
    return;
  }
  double parsed = now() - p0;
  char *before = LLVMPrintModuleToString(module);
  double t0 = now();
  spirv_emit_result *r = spirv_emit_translate(module, options);
  double spent = now() - t0;
  pthread_mutex_lock(&time_lock);
  j->seconds += spent;
  j->parse_seconds += parsed;
  pthread_mutex_unlock(&time_lock);
  const char *problem = check(j, r, why, sizeof why);
  spirv_emit_result_free(r);
  char *after = LLVMPrintModuleToString(module);
  if (!problem && strcmp(before, after) != 0) problem = "the module changed";
  if (problem) fail(j->input, problem);
  else atomic_fetch_add(&passed, 1);
  LLVMDisposeMessage(before);
  LLVMDisposeMessage(after);
  LLVMContextDispose(context);
}

static void *worker(void *unused) {
  (void)unused;
  for (;;) {
    int n = atomic_fetch_add(&next_job, 1);
    if (n >= job_count * rounds) return NULL;
    run_job(&jobs[n % job_count]);
  }
}

/* One translation that must fail with a diagnostic containing `needle`. */
static void expect_refusal(const char *what, LLVMModuleRef module, const char *opts, const char *needle) {
  spirv_emit_result *r = spirv_emit_translate(module, opts);
  if (!spirv_emit_result_succeeded(r) && spirv_emit_result_diagnostic_count(r) > 0 &&
      spirv_emit_result_words(r, NULL) == NULL && strstr(spirv_emit_result_message(r), needle))
    atomic_fetch_add(&passed, 1);
  else
    fail(what, spirv_emit_result_message(r));
  spirv_emit_result_free(r);
}

/* The checks that need no threads: version, bad options, NULL module. */
static void single_checks(const Job *good) {
  unsigned major = 99, minor = 99, patch = 99;
  spirv_emit_version(&major, &minor, &patch);
  if (major == SPIRV_EMIT_VERSION_MAJOR && minor == SPIRV_EMIT_VERSION_MINOR && patch == SPIRV_EMIT_VERSION_PATCH &&
      spirv_emit_llvm_major() == LLVM_VERSION_MAJOR)
    atomic_fetch_add(&passed, 1);
  else
    fail("version", "library and header disagree");
  expect_refusal("null module", NULL, "", "null");
  LLVMContextRef context = LLVMContextCreate();
  LLVMMemoryBufferRef buffer = NULL;
  LLVMModuleRef module = NULL;
  char *message = NULL;
  if (good && !LLVMCreateMemoryBufferWithContentsOfFile(good->input, &buffer, &message) &&
      !LLVMParseIRInContext(context, buffer, &module, &message)) {
    expect_refusal("bad version", module, "version=2.0", "unknown SPIR-V version '2.0'");
    expect_refusal("out=", module, "out=x.spv", "option 'out' does not apply");
    expect_refusal("unknown option", module, "version=1.2;frobnicate", "unknown or malformed option 'frobnicate'");
  }
  LLVMDisposeMessage(message);
  LLVMContextDispose(context);
}

int main(int argc, char **argv) {
  int threads = 8, timing = 0, i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (!strcmp(argv[i], "-j") && i + 1 < argc) threads = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-r") && i + 1 < argc) rounds = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-o") && i + 1 < argc) options = argv[++i];
    else if (!strcmp(argv[i], "-T")) timing = 1;
    else return fprintf(stderr, "unknown flag %s\n", argv[i]), 2;
  }
  job_count = argc - i;
  jobs = calloc(job_count ? (size_t)job_count : 1, sizeof *jobs);
  for (int n = 0; n < job_count; n++) {
    char *eq = strchr(argv[i + n], '=');
    if (!eq) return fprintf(stderr, "job %s: expected IN=EXPECTED\n", argv[i + n]), 2;
    *eq = '\0';
    jobs[n] = (Job){argv[i + n], eq + 1, 0, 0};
  }
  pthread_t *ids = calloc((size_t)threads, sizeof *ids);
  for (int t = 0; t < threads; t++) pthread_create(&ids[t], NULL, worker, NULL);
  for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);
  free(ids);
  /* The host goes on after the failures above: more calls, on this thread. */
  const Job *good = NULL;
  for (int n = 0; n < job_count && !good; n++)
    if (jobs[n].expected[0] != '!') good = &jobs[n];
  single_checks(good);
  if (good) run_job((Job *)good);
  if (timing)
    for (int n = 0; n < job_count; n++)
      printf("time: %s %.3f ms (parse %.3f ms)\n", jobs[n].input, 1e3 * jobs[n].seconds / rounds,
             1e3 * jobs[n].parse_seconds / rounds);
  free(jobs);
  printf("capi-c: %d passed, %d failed\n", atomic_load(&passed), atomic_load(&failed));
  return atomic_load(&failed) ? 1 : 0;
}
