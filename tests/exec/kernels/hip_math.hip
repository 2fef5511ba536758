#include "hip_chipstar.h"
// Math through the OpenCL builtins chipStar's device library calls.
extern "C" __device__ float _Z3sinf(float);
extern "C" __device__ float _Z3expf(float);
__device__ __attribute__((noinline)) float damped(float x, float k) {
  return _Z3expf(-k * x) * _Z3sinf(x);
}
extern "C" __global__ void hip_math(float *y, const float *x, float k) {
  unsigned i = blockIdx_x * blockDim_x + threadIdx_x;
  y[i] = damped(x[i], k);
}
