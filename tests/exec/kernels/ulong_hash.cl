// 64-bit unsigned multiply/add with wrap-around, shifts and xor, in a loop.
__kernel void ulong_hash(__global const ulong *seed, __global ulong *out, uint rounds) {
    size_t i = get_global_id(0);
    ulong h = seed[i];
    for (uint k = 0; k < rounds; k++) {
        h = h * 6364136223846793005UL + 1442695040888963407UL;
        h ^= h >> 33;
    }
    out[i] = h;
}
