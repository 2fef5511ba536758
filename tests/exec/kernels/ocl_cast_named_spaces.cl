// Explicit casts between named address spaces through a generic pointer, which clang -O2
// folds into one addrspacecast (local to global, global to local): OpPtrCastToGeneric then
// OpGenericCastToPtr, null when the pointer is not in the target space (as to_global). Intel's
// CPU runtime never gives null there (its local and global memory share addresses; the
// runtime's own build of this source does the same), so each result is read only through a
// fallback that gives the same value either way: the pointer itself, or the original one.
__kernel void ocl_cast_named_spaces(__global int *out, __local int *scratch) {
    size_t i = get_global_id(0), l = get_local_id(0);
    scratch[l] = (int)i * 3;
    __generic int *from_local = scratch;
    __generic int *from_global = &out[i];
    __global int *g = (__global int *)from_local;
    __local int *lo = (__local int *)from_global;
    barrier(CLK_LOCAL_MEM_FENCE);
    int a = g ? g[l] : scratch[l];
    int b = lo ? *lo : out[i];
    out[i] = a + b;
}
