// Work-group builtins with an explicit local size: group id, local id and local size.
__kernel void work_ids(__global uint *out) {
    size_t g = get_global_id(0);
    out[g] = get_group_id(0) * 10000 + get_local_id(0) * 100 + get_local_size(0);
}
