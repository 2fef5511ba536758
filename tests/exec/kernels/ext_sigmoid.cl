// cl_intel_sigmoid: intel_sigmoid(x) = 1 / (1 + e^-x), scalar and vector.
// SPV_INTEL_sigmoid's instruction is in no grammar spirv-emit is built with,
// so it computes the value with OpenCL.std exp (no extension needed).
// clang does not declare the builtin; the runtime's compiler does
// (redeclaring it is harmless).
float __attribute__((overloadable)) intel_sigmoid(float x);
float4 __attribute__((overloadable)) intel_sigmoid(float4 x);

kernel void ext_sigmoid(global const float *x, global float *y, global float *y4) {
  size_t i = get_global_id(0);
  y[i] = intel_sigmoid(x[i]);
  if (i % 4 == 0) {
    vstore4(intel_sigmoid(vload4(i / 4, x)), i / 4, y4);
  }
}
