import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Every message the API may answer, read from the sources: what the error helpers and `ok(data, '...')` are given,
 * `message` properties, variables and parameters, zod's messages (`.min(n, '...')`, `.refine(check, '...')`, …) and the
 * labels given to the text helpers of packages/shared (`personName('Full name', …)`). A template literal's `${…}`
 * becomes `{}`. The Hindi dictionary test checks each of them.
 */

const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMediaType',
  'tooManyRequests',
  'accountBanned',
  'otpExpired',
]);
/** zod checks whose last argument may be the message. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'refine',
  'regex',
  'gte',
  'lte',
  'gt',
  'lt',
  'int',
  'positive',
  'nonnegative',
  'url',
  'email',
  'uuid',
  'string',
  'number',
  'boolean',
  'array',
  'enum',
  'literal',
  'startsWith',
  'endsWith',
  'includes',
]);
const TEXT_HELPERS = new Set(['lineText', 'multilineText', 'passwordText']);

export interface MessageLiteral {
  text: string;
  file: string;
  line: number;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/(\.(test|spec)|^test-support)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The texts an expression may be: literals, both sides of `?:`, `||` and `??`, and same-file constants. */
function textsOf(node: ts.Expression, constants: Map<string, ts.Expression>, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression, constants, seen);
  if (ts.isConditionalExpression(node)) {
    return [...textsOf(node.whenTrue, constants, seen), ...textsOf(node.whenFalse, constants, seen)];
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    return [...textsOf(node.left, constants, seen), ...textsOf(node.right, constants, seen)];
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? textsOf(property.initializer, constants, seen) : [],
    );
  }
  const name = ts.isIdentifier(node)
    ? node.text
    : ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)
      ? node.expression.text
      : null;
  if (name && !seen.has(name)) {
    const constant = constants.get(name);
    if (constant) return textsOf(constant, constants, new Set([...seen, name]));
  }
  return [];
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : null;

/** Functions of packages/shared with a `label` parameter, and its position: their callers' labels become messages. */
function labelParameters(files: ts.SourceFile[]): Map<string, number> {
  const found = new Map<string, number>();
  const record = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const index = parameters.findIndex(
      (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === 'label',
    );
    if (index >= 0) found.set(name, index);
  };
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) && node.name) record(node.name.text, node.parameters);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isArrowFunction(node.initializer)
      ) {
        record(node.name.text, node.initializer.parameters);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

function messagesOf(file: ts.SourceFile, labelled: Map<string, number>, isShared: boolean): MessageLiteral[] {
  const constants = new Map<string, ts.Expression>();
  const collectConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(file);

  const found: MessageLiteral[] = [];
  const add = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    const line = file.getLineAndCharacterOfPosition(expression.getStart(file)).line + 1;
    for (const text of textsOf(expression, constants)) found.push({ text, file: file.fileName, line });
  };
  const isMessageName = (name: ts.Node) =>
    (ts.isIdentifier(name) || ts.isStringLiteral(name)) && /^message$|Message$|^refusal$/.test(name.text);

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
      if (name && ERROR_HELPERS.has(name)) add(args[0]);
      if (name === 'AppError') add(args[2]);
      if (name === 'ok' && ts.isIdentifier(node.expression)) add(args[1]);
      if (isShared && name && TEXT_HELPERS.has(name)) add(args[0]);
      if (isShared && name && labelled.has(name)) add(args[labelled.get(name)!]);
      if (
        isShared &&
        name &&
        ZOD_CHECKS.has(name) &&
        ts.isPropertyAccessExpression(node.expression) &&
        args.length > 0
      ) {
        const last = args[args.length - 1]!;
        if (args.length > 1 || ts.isStringLiteral(last) || ts.isTemplateExpression(last)) {
          if (!ts.isObjectLiteralExpression(last)) add(last);
        }
      }
    }
    if (ts.isPropertyAssignment(node) && isMessageName(node.name)) add(node.initializer);
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node)) && isMessageName(node.name)) add(node.initializer);
    // Functions that build a message (`openInterestMessage(...)`): what they return.
    if ((ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && isMessageName(node.name)) {
      const returns = (inner: ts.Node) => {
        if (ts.isReturnStatement(inner)) add(inner.expression);
        ts.forEachChild(inner, returns);
      };
      if (node.body) returns(node.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function messageLiterals(root: string): MessageLiteral[] {
  const read = (files: string[]) =>
    files.map((file) =>
      ts.createSourceFile(path.relative(root, file), readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
    );
  const shared = read(sourceFiles(path.join(root, 'packages/shared/src')));
  const api = read(
    sourceFiles(path.join(root, 'apps/api/src')).filter((file) => !/\/src\/(test|seed|backup)\//.test(file)),
  );
  const labelled = labelParameters(shared);
  return [
    ...shared.flatMap((file) => messagesOf(file, labelled, true)),
    ...api.flatMap((file) => messagesOf(file, labelled, false)),
  ];
}
