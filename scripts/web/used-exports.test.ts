import { describe, expect, it } from 'vitest';
import { namedImportsIn } from './used-exports.ts';

describe('named imports of a package', () => {
  it('collects values, drops types, follows renames and re-exports', () => {
    const source = `
      import { Link, useNavigate, type NavigateFunction } from 'react-router';
      import type { RouteObject } from 'react-router';
      import { Navigate as Go } from "react-router";
      export { Outlet } from 'react-router';
      import { other } from 'react-router-dom';`;
    expect([...namedImportsIn(source, 'react-router')!].toSorted()).toEqual(['Link', 'Navigate', 'Outlet', 'useNavigate']);
  });

  it('gives up on whole-package imports', () => {
    expect(namedImportsIn(`import * as Router from 'react-router';`, 'react-router')).toBeNull();
    expect(namedImportsIn(`import Router, { Link } from 'react-router';`, 'react-router')).toBeNull();
  });
});
