// LLVM IR fuses a multiply and an add only where both say `contract`: with
// FP_CONTRACT OFF the module has a plain fmul feeding an fsub, and the kernel
// declares ContractionOff so that no runtime fuses them. a*b - p, with p the
// rounded product, is then exactly 0 (fused, it would be the product's error).
#pragma OPENCL FP_CONTRACT OFF
__kernel void fp_contract_off(__global const float *a, __global const float *b, __global float *out) {
  size_t i = get_global_id(0);
  float p = a[i] * b[i];
  out[i] = a[i] * b[i] - p;
}
