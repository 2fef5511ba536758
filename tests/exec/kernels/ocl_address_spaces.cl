// Generic pointers: to_global/to_local/to_private (OpGenericCastToPtrExplicit) used to store,
// get_fence on pointers of known space, and builtins called through generic pointers in
// helper functions (vload4, fract). (The CPU runtime's casts never fail and its own get_fence
// says global even for local pointers: only pointers of the matching space are cast, and
// get_fence is only asked about a global pointer.)
void store_global(__generic int *p, int v) {
    *to_global(p) = v;
}

void store_local(__generic int *p, int v) {
    *to_local(p) = v;
}

int bump_private(__generic int *p) {
    __private int *q = to_private(p);
    return ++*q;
}

float4 load_through(const __generic float *p, size_t i, __generic float *whole) {
    float4 v = vload4(i, p);
    return v + fract(v.x, whole);
}

__kernel void ocl_address_spaces(__global int *g, __global float *f, __global float4 *out, __local int *loc) {
    size_t i = get_global_id(0), l = get_local_id(0);
    int priv = (int)i;
    store_local(&loc[l], (int)i * 3);
    barrier(CLK_LOCAL_MEM_FENCE);
    store_global(&g[i], loc[l] + bump_private(&priv) * 1000 + (int)get_fence(&g[i]) * 100000);
    float whole;
    out[i] = load_through(f, i, &whole) + whole;
}
