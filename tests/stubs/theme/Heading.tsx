import {createElement, type ReactNode} from 'react';

export default function Heading({as, children, ...rest}: {as: string; children?: ReactNode; [key: string]: unknown}) {
  return createElement(as, rest, children);
}
