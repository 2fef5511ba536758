// A switch with fall-through-free cases and a default.
__kernel void core_switch(__global int *out) {
    int i = get_global_id(0);
    int r;
    switch (i & 7) {
    case 0: r = 10; break;
    case 1: r = 20; break;
    case 3: r = i * 2; break;
    case 5: r = -1; break;
    default: r = i;
    }
    out[i] = r;
}
