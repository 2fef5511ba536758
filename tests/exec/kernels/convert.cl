// Conversions between int, uint, long and float (float to int truncates toward zero).
__kernel void convert(__global const int *i32, __global const float *f32,
                      __global float *i2f, __global int *f2i,
                      __global float *u2f, __global long *widen) {
    size_t i = get_global_id(0);
    i2f[i] = (float)i32[i] * 0.5f;
    f2i[i] = (int)(f32[i] * 10.0f);
    u2f[i] = (float)(uint)i32[i];
    widen[i] = (long)i32[i] * 3 - (long)(uint)i32[i];
}
