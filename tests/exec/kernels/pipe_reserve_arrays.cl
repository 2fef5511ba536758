// Work-group pipe reservations kept in __local arrays and structs: the
// producer in an element of a two-dimensional array chosen by the group's
// parity (a run-time index), the consumer in an array member of a struct and
// then in a struct of an array of structs whose first member is the reserve
// id. Each packet carries its value; the consumer files it at value / 3.
typedef struct { int n; reserve_id_t r[2]; } holder;
typedef struct { reserve_id_t r; int n; } first;

kernel void producer(global const int *src, write_only pipe int p) {
  local reserve_id_t ids[2][3];
  int g = get_group_id(0) & 1;
  ids[g][2] = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(ids[g][2])) {
    write_pipe(p, ids[g][2], get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(p, ids[g][2]);
  }
}

kernel void consumer(read_only pipe int p, global int *dst) {
  local holder h;
  local first hs[2][2];
  int g = get_group_id(0) & 1;
  int v = -1;
  h.r[g] = work_group_reserve_read_pipe(p, get_local_size(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) hs[g][1 - g].r = h.r[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  reserve_id_t r = hs[g][1 - g].r;
  if (is_valid_reserve_id(r)) {
    read_pipe(p, r, get_local_id(0), &v);
    work_group_commit_read_pipe(p, r);
  }
  if (v >= 0) dst[v / 3] = v;
}
