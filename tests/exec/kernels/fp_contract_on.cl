// FP_CONTRACT ON (OpenCL C's default): clang writes a*b - p as llvm.fmuladd,
// which spirv-emit lowers to an explicit fma, one rounding: the result is the
// product's rounding error, exactly (nonzero for most inputs).
#pragma OPENCL FP_CONTRACT ON
__kernel void fp_contract_on(__global const float *a, __global const float *b, __global float *out) {
  size_t i = get_global_id(0);
  float p = a[i] * b[i];
  out[i] = a[i] * b[i] - p;
}
