#include "hip_chipstar.h"
// A block sum in shared memory, HIP style: one partial sum per block.
extern "C" __global__ void hip_reduce(float *out, const float *in) {
  __shared__ float tile[64];
  unsigned t = threadIdx_x;
  tile[t] = in[blockIdx_x * blockDim_x + t];
  __syncthreads();
  for (unsigned s = blockDim_x / 2; s > 0; s >>= 1) {
    if (t < s)
      tile[t] += tile[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx_x] = tile[0];
}
