kernel void k(global int *p) { p[get_global_id(0)] = 1; }
