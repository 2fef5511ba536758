// numba-dpex and DPC++ style atomics: __spirv_AtomicFAddEXT / FMinEXT / FMaxEXT
// called directly (SPIR-V friendly IR names), on double and float in global
// memory. They need AtomicFloat64AddEXT / AtomicFloat32AddEXT /
// AtomicFloat32MinMaxEXT (SPV_EXT_shader_atomic_float_add, _min_max), as
// atomicrmw does; Intel's runtime refuses AtomicFloat16AddEXT.
// Scope 1 is Device; semantics 896 (0x380) the relaxed memory classes numba-dpex passes.
double __attribute__((overloadable)) __spirv_AtomicFAddEXT(global double *p, int scope, int semantics, double v);
float __attribute__((overloadable)) __spirv_AtomicFAddEXT(global float *p, int scope, int semantics, float v);
float __attribute__((overloadable)) __spirv_AtomicFMinEXT(global float *p, int scope, int semantics, float v);
float __attribute__((overloadable)) __spirv_AtomicFMaxEXT(global float *p, int scope, int semantics, float v);

kernel void spirv_atomic_fadd_ext(global const double *x, global double *dsum, global float *fsum,
                                  global float *fmin, global float *fmax) {
  size_t i = get_global_id(0);
  __spirv_AtomicFAddEXT(&dsum[i % 4], 1, 896, x[i]);
  __spirv_AtomicFAddEXT(&fsum[i % 4], 1, 896, (float)x[i]);
  __spirv_AtomicFMinEXT(&fmin[i % 4], 1, 896, (float)x[i]);
  __spirv_AtomicFMaxEXT(&fmax[i % 4], 1, 896, (float)x[i]);
}
