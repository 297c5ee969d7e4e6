declare module '*.tsv' {
  const text: string;
  export default text;
}
