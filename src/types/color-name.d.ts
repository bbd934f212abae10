// color-name (the CSS colour keywords with their RGB values) ships without type declarations.
declare module 'color-name' {
  const colours: Record<string, [number, number, number]>;
  export default colours;
}
