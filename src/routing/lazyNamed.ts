import type { ComponentType, FunctionComponent } from "react";
import { createElement, lazy } from "react";

/**
 * React.lazy for a module's named export (the code style has no default exports of components):
 * the module becomes its own chunk, loaded the first time the component renders. Returned inside a
 * plain function component, so that it may itself be handed to React.lazy (lazyResource loads a
 * resource's screens that way): a lazy component resolving to another lazy one is an error.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): FunctionComponent<object> {
  const Lazy = lazy(() =>
    load().then((m) => ({ default: m[name] as ComponentType<object> })),
  );
  const Loaded: FunctionComponent<object> = (props) =>
    createElement(Lazy, props);
  Loaded.displayName = `Lazy(${String(name)})`;
  return Loaded;
}
