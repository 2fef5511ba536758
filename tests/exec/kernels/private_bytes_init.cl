// A private uchar array initialised element by element (clang -O0 stores each byte through a
// pointer to the previous one), then read at computed indices. Intel's CPU runtime's optimizer
// loses some of those stores (difftest seed 3157; the reference translator's module and the
// runtime's own build with -cl-opt-disable show it is the runtime's): the execution harness
// reports it as a RUNTIME-BUG from that evidence.
__kernel void private_bytes_init(__global ulong *out, __global const int *gin) {
    size_t gid = get_global_id(0);
    short v = 4;
    uchar a[11] = {(uchar)7, (uchar)v, (uchar)v, (uchar)gin[23], (uchar)v, (uchar)0,
                   (uchar)v, (uchar)v, (uchar)v, (uchar)v, (uchar)v};
    ulong r = 0;
    for (int k = 0; k < 8; k++) r |= (ulong)a[(gid + k) % 11u] << (8 * k);
    out[gid] = r;
}
