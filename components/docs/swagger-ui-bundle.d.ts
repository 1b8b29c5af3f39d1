declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const SwaggerUIBundle: (options: { domNode: HTMLElement; url: string; [option: string]: unknown }) => unknown;
  export default SwaggerUIBundle;
}
