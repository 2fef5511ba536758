// Kernels with debug information to describe: functions, blocks, locals,
// parameters, globals, and the types of debug-info/types.cl.
typedef struct { int a; float b[4]; } pair_t;
struct node { int value; struct node *next; };
union bits { float f; uint u; };
enum colour { RED, GREEN = 5, BLUE = -1 };
typedef float4 vec_t;

__constant int table[3] = {1, 2, 3};
__global int counter;

static int helper(int x, __global pair_t *p) {
  int y = x * 2;
  p->a = y + table[x & 1];
  return y;
}

__kernel void k(__global pair_t *p, __global float *out, int n) {
  int i = get_global_id(0);
  enum colour c = GREEN;
  for (int j = 0; j < n; j++) {
    float t = p[j].b[j & 3];
    out[i] += t * c;
  }
  out[i] += helper(i, p);
  counter = n;
}

__kernel void types(__global struct node *list, __global union bits *u, __global vec_t *v, __global float8 *w,
                    const __global char *text, volatile __global long *l) {
  struct node local_node = *list;
  union bits b = *u;
  vec_t sum = v[0] + v[1];
  float8 wide = w[0];
  char first = text[0];
  long count = *l;
  u->u = b.u + local_node.value + (int)sum.x + (int)wide.s7 + first + (int)count;
}
