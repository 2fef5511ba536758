kernel void k(void) {}
