#include "hip_chipstar.h"
// atomicAdd as HIP's headers write it: __hip_atomic_fetch_add at agent scope,
// on an int histogram and a float total.
extern "C" __global__ void hip_atomics(int *hist, float *total, const unsigned *v) {
  unsigned i = blockIdx_x * blockDim_x + threadIdx_x;
  __hip_atomic_fetch_add(&hist[v[i] % 16], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_add(total, (float)(v[i] % 8), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
