// Optional extensions SYCL compilers rely on, on a real runtime: an optnone
// helper (SPV_INTEL_optnone: FunctionControl OptNoneINTEL), contract and
// reassoc flags from `#pragma clang fp` (SPV_INTEL_fp_fast_math_mode), and
// __builtin_bitreverse32 (SPV_KHR_bit_instructions: OpBitReverse).
__attribute__((noinline, optnone)) uint slow_mix(uint x) {
    return x * 2654435761u + 1u;
}

__kernel void ext_sycl_hints(__global const float *a, __global const uint *u, __global float *f,
                             __global uint *r) {
    size_t i = get_global_id(0);
    float x = a[i];
    {
#pragma clang fp contract(fast) reassociate(on)
        // x * 2 is exact: fused or not, the sum rounds once.
        f[i] = x * 2.0f + 1.0f;
    }
    r[i * 2] = __builtin_bitreverse32(u[i]);
    r[i * 2 + 1] = slow_mix(u[i]);
}
