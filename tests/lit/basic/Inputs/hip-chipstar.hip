// HIP device code as chipStar compiles it, without HIP's headers: the
// attributes spelled out, and the work-item queries, __syncthreads and math
// through the OpenCL builtins chipStar's headers and device library call.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
extern "C" __device__ unsigned long _Z12get_local_idj(unsigned);
extern "C" __device__ unsigned long _Z12get_group_idj(unsigned);
extern "C" __device__ unsigned long _Z14get_local_sizej(unsigned);
extern "C" __device__ void _Z7barrierj(unsigned);
extern "C" __device__ float _Z3sinf(float);

// chipStar's headers define their abort flag so in every module.
extern "C" {
__attribute__((weak)) __device__ int abort_flag;
}

__device__ __attribute__((noinline)) float wave(float x) { return _Z3sinf(x); }

extern "C" __global__ void smooth(float *out, const float *in) {
  __shared__ float tile[64];
  unsigned t = _Z12get_local_idj(0);
  unsigned i = _Z12get_group_idj(0) * _Z14get_local_sizej(0) + t;
  tile[t] = wave(in[i]);
  _Z7barrierj(1);
  out[i] = 0.5f * (tile[t] + tile[(t + 1) % 64]);
  if (out[i] != out[i])
    abort_flag = 1;
}
