// The two distributions the experiment statistics use from jstat (it ships no type declarations).
declare module 'jstat' {
  interface JStatStatic {
    studentt: { inv(p: number, dof: number): number };
    normal: { inv(p: number, mean: number, sd: number): number };
  }
  const jStat: JStatStatic & { jStat: JStatStatic };
  export default jStat;
}
