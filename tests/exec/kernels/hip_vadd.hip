#include "hip_chipstar.h"
extern "C" __global__ void hip_vadd(float *c, const float *a, const float *b, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n)
    c[i] = a[i] + b[i];
}
