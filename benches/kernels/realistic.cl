// Realistic OpenCL C kernels for the whole-process benchmark (scripts/bench.py).
// They use only what every compared tool translates today: work-item
// functions, arithmetic, loops, vectors, structs, private and constant arrays.
// bench.py compiles this file with clang-16 -O2 and replicates the kernels
// (renamed) to build modules of any size.

typedef struct {
    float4 position;
    float4 velocity;
    float mass;
    int alive;
} Particle;

__kernel void vector_add(__global const float *a, __global const float *b, __global float *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}

__kernel void saxpy(float alpha, __global const float *x, __global float *y, int n) {
    int i = get_global_id(0);
    if (i < n)
        y[i] = alpha * x[i] + y[i];
}

__kernel void matmul(__global const float *a, __global const float *b, __global float *c, int n) {
    int row = get_global_id(1);
    int col = get_global_id(0);
    if (row >= n || col >= n)
        return;
    float acc = 0.0f;
    for (int k = 0; k < n; ++k)
        acc += a[row * n + k] * b[k * n + col];
    c[row * n + col] = acc;
}

__kernel void stencil5(__global const float *in, __global float *out, int width, int height) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    int i = y * width + x;
    float centre = in[i];
    float result = centre;
    if (x > 0 && x < width - 1) {
        if (y > 0 && y < height - 1)
            result = 0.5f * centre + 0.125f * (in[i - 1] + in[i + 1] + in[i - width] + in[i + width]);
    }
    out[i] = result;
}

__kernel void particles(__global Particle *p, float dt, float4 gravity, int n) {
    int i = get_global_id(0);
    if (i >= n || !p[i].alive)
        return;
    float4 v = p[i].velocity + gravity * dt;
    float4 x = p[i].position + v * dt;
    if (x.y < 0.0f) {
        x.y = -x.y;
        v.y = -0.5f * v.y;
    }
    p[i].velocity = v;
    p[i].position = x;
    p[i].alive = p[i].mass > 0.0f;
}

__kernel void mandelbrot(__global int *out, int width, float x0, float y0, float step, int max_iter) {
    int px = get_global_id(0);
    int py = get_global_id(1);
    float cr = x0 + px * step;
    float ci = y0 + py * step;
    float zr = 0.0f, zi = 0.0f;
    int it = 0;
    while (it < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++it;
    }
    out[py * width + px] = it;
}

__constant float gauss7[7] = {0.006f, 0.061f, 0.242f, 0.383f, 0.242f, 0.061f, 0.006f};

__kernel void blur7(__global const float *in, __global float *out, int n) {
    int i = get_global_id(0);
    float acc = 0.0f;
    for (int k = -3; k <= 3; ++k) {
        int j = i + k;
        j = j < 0 ? 0 : (j >= n ? n - 1 : j);
        acc += gauss7[k + 3] * in[j];
    }
    out[i] = acc;
}

__kernel void hash_rounds(__global const uint *in, __global uint *out, int rounds) {
    size_t i = get_global_id(0);
    uint h = in[i] ^ 0x9e3779b9u;
    for (int r = 0; r < rounds; ++r) {
        h ^= h >> 16;
        h *= 0x85ebca6bu;
        h ^= h >> 13;
        h *= 0xc2b2ae35u;
        h = (h << 5) | (h >> 27);
    }
    out[i] = h;
}

__kernel void private_lookup(__global const int *in, __global int *out, int n) {
    size_t i = get_global_id(0);
    int window[8];
    for (int k = 0; k < 8; ++k)
        window[k] = in[i * 8 + k] * (k + 1);
    int acc = 0;
    for (int k = 0; k < n; ++k)
        acc += window[(acc + k) & 7];
    out[i] = acc;
}

__kernel void rgba_to_gray(__global const uchar4 *in, __global uchar *out, int n) {
    int i = get_global_id(0);
    if (i >= n)
        return;
    uchar4 p = in[i];
    float g = 0.299f * (float)p.x + 0.587f * (float)p.y + 0.114f * (float)p.z;
    out[i] = (uchar)(g > 255.0f ? 255.0f : g);
}

__kernel void prefix_sum_rows(__global const int *in, __global long *out, int width) {
    int row = get_global_id(0);
    long acc = 0;
    for (int x = 0; x < width; ++x) {
        acc += in[row * width + x];
        out[row * width + x] = acc;
    }
}

__kernel void dot_chunks(__global const float4 *a, __global const float4 *b, __global float *out, int chunks) {
    int i = get_global_id(0);
    float4 acc = (float4)(0.0f);
    for (int k = 0; k < chunks; ++k)
        acc += a[i * chunks + k] * b[i * chunks + k];
    out[i] = acc.x + acc.y + acc.z + acc.w;
}
