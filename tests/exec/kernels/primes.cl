// Trial division with while / break / continue: count the primes in [0, i].
__kernel void primes(__global int *count) {
    int i = get_global_id(0);
    int c = 0;
    int n = 1;
    while (n < i) {
        n++;
        int d = 2;
        int prime = 1;
        while (d * d <= n) {
            if (n % d == 0) {
                prime = 0;
                break;
            }
            d++;
        }
        if (!prime)
            continue;
        c++;
    }
    count[i] = c;
}
