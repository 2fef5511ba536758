// Saturating add/sub (llvm.{s,u}{add,sub}.sat) on scalars and vectors of
// every width, and the overflow builtins (llvm.*.with.overflow).
__kernel void intrinsic_saturating(__global const int *a, __global const int *b,
                                   __global const long *la, __global const long *lb,
                                   __global const char4 *ca, __global const char4 *cb,
                                   __global const short8 *sa, __global const short8 *sb,
                                   __global int *ri, __global uint *ru, __global long *rl,
                                   __global ulong *rul, __global char4 *rc, __global uchar4 *ruc,
                                   __global short8 *rs, __global ushort8 *rus, __global int *flags) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    uint ux = (uint)x, uy = (uint)y;
    long lx = la[i], ly = lb[i];
    ulong ulx = (ulong)lx, uly = (ulong)ly;
    ri[2 * i] = __builtin_elementwise_add_sat(x, y);
    ri[2 * i + 1] = __builtin_elementwise_sub_sat(x, y);
    ru[2 * i] = __builtin_elementwise_add_sat(ux, uy);
    ru[2 * i + 1] = __builtin_elementwise_sub_sat(ux, uy);
    rl[2 * i] = __builtin_elementwise_add_sat(lx, ly);
    rl[2 * i + 1] = __builtin_elementwise_sub_sat(lx, ly);
    rul[2 * i] = __builtin_elementwise_add_sat(ulx, uly);
    rul[2 * i + 1] = __builtin_elementwise_sub_sat(ulx, uly);
    rc[2 * i] = __builtin_elementwise_add_sat(ca[i], cb[i]);
    rc[2 * i + 1] = __builtin_elementwise_sub_sat(ca[i], cb[i]);
    ruc[2 * i] = __builtin_elementwise_add_sat(as_uchar4(ca[i]), as_uchar4(cb[i]));
    ruc[2 * i + 1] = __builtin_elementwise_sub_sat(as_uchar4(ca[i]), as_uchar4(cb[i]));
    rs[2 * i] = __builtin_elementwise_add_sat(sa[i], sb[i]);
    rs[2 * i + 1] = __builtin_elementwise_sub_sat(sa[i], sb[i]);
    rus[2 * i] = __builtin_elementwise_add_sat(as_ushort8(sa[i]), as_ushort8(sb[i]));
    rus[2 * i + 1] = __builtin_elementwise_sub_sat(as_ushort8(sa[i]), as_ushort8(sb[i]));

    // Overflow: the wrapped result goes to flags[10 * i + 2k], the flag next to it.
    int r;
    uint ur;
    long lr;
    ulong ulr;
    __global int *f = flags + 12 * i;
    f[1] = __builtin_sadd_overflow(x, y, &r); f[0] = r;
    f[3] = __builtin_ssub_overflow(x, y, &r); f[2] = r;
    f[5] = __builtin_smul_overflow(x, y, &r); f[4] = r;
    f[7] = __builtin_uadd_overflow(ux, uy, &ur); f[6] = (int)ur;
    f[9] = __builtin_usub_overflow(ux, uy, &ur); f[8] = (int)ur;
    f[11] = __builtin_umul_overflow(ux, uy, &ur); f[10] = (int)ur;
    rl[2 * get_global_size(0) + i] = __builtin_smull_overflow(lx, ly, &lr) ? -1 : lr;
    rul[2 * get_global_size(0) + i] = __builtin_umull_overflow(ulx, uly, &ulr) ? 0 : ulr;
}
