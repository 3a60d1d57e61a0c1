/** The part of @observablehq/runtime (which ships no types) that the notebook uses. */
declare module '@observablehq/runtime' {
  export interface Observer<T> {
    pending?(): void;
    fulfilled?(value: T, name?: string): void;
    rejected?(error: unknown, name?: string): void;
  }
  export interface Variable {
    define(name: string, inputs: readonly string[], definition: (...inputs: never[]) => unknown): Variable;
    delete(): Variable;
  }
  export interface Module {
    variable(observer?: Observer<never>): Variable;
  }
  export class Runtime {
    constructor(builtins?: Record<string, unknown>);
    module(): Module;
    dispose(): void;
  }
}
