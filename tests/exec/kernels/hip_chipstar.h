// What chipStar's HIP headers give a kernel, spelled out (no HIP headers here):
// the attributes, and threadIdx/blockIdx/blockDim/__syncthreads through the
// OpenCL work-item builtins chipStar's device library maps them to.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
typedef unsigned long size_t;
extern "C" __device__ size_t _Z12get_local_idj(unsigned);
extern "C" __device__ size_t _Z12get_group_idj(unsigned);
extern "C" __device__ size_t _Z14get_local_sizej(unsigned);
extern "C" __device__ void _Z7barrierj(unsigned);
#define threadIdx_x ((unsigned)_Z12get_local_idj(0))
#define blockIdx_x ((unsigned)_Z12get_group_idj(0))
#define blockDim_x ((unsigned)_Z14get_local_sizej(0))
#define __syncthreads() _Z7barrierj(1) // CLK_LOCAL_MEM_FENCE
