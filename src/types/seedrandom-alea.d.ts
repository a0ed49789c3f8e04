declare module 'seedrandom/lib/alea.js' {
  interface AleaState {
    c: number;
    s0: number;
    s1: number;
    s2: number;
  }
  interface AleaPrng {
    (): number;
    state(): AleaState;
  }
  function alea(seed: string, options: { state: true | AleaState }): AleaPrng;
  export default alea;
}
