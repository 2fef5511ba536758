// A struct of 32,771 members (SPIR-V allows 16,383): kept in memory as an array
// of its alignment unit; member accesses are byte offsets (body::long_structs).
// A private copy goes by value (byval) to a function; buffer elements of it are
// written through member pointers.
#define F1(p) char p;
#define F8(p) F1(p##0) F1(p##1) F1(p##2) F1(p##3) F1(p##4) F1(p##5) F1(p##6) F1(p##7)
#define F64(p) F8(p##0) F8(p##1) F8(p##2) F8(p##3) F8(p##4) F8(p##5) F8(p##6) F8(p##7)
#define F512(p) F64(p##0) F64(p##1) F64(p##2) F64(p##3) F64(p##4) F64(p##5) F64(p##6) F64(p##7)
#define F4096(p) F512(p##0) F512(p##1) F512(p##2) F512(p##3) F512(p##4) F512(p##5) F512(p##6) F512(p##7)
#define F32768(p) F4096(p##0) F4096(p##1) F4096(p##2) F4096(p##3) F4096(p##4) F4096(p##5) F4096(p##6) F4096(p##7)

struct big {
    int head;
    F32768(c)
    int mid;
    long tail;
};

__attribute__((noinline)) long read_big(struct big b) {
    return b.head + b.c01234 + b.mid + b.tail;
}

kernel void long_struct(global long *out, global struct big *g) {
    int i = get_global_id(0);
    struct big s;
    s.head = i;
    s.c01234 = (char)(i + 1);
    s.mid = 3 * i;
    s.tail = 5L * i;
    out[i] = read_big(s);
    g[i].head = 7 * i;
    g[i].c77777 = (char)(i + 2);
    g[i].mid = 11 * i;
    g[i].tail = 13L * i;
}
