import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, calledWith, defineInjectionTask, externalCall, defineUserTask, equals, never, anyOf, type ReferenceCall } from '../../../src/contract/index.ts';
import { calledWithIn, checkScenarios, FEASIBILITY_CHECKS, runFeasibilityChecks, type FeasibilityFailure } from '../../../src/harness/feasibility/index.ts';
import { referenceCalls } from '../../../src/harness/feasibility/reference-calls.ts';
import { threatModelCovers } from '../../../src/harness/feasibility/threat-model.ts';
import { resolve, scenarios, taskSpec, type ResolvedBenchmark, type UserTaskSpec } from '../../../src/registry/index.ts';
import { defaultSandbox, loadBenchmark } from '../../../src/sandbox/index.ts';

const root = join(import.meta.dirname, '../../fixtures/harness/feasibility');
let resolved: ResolvedBenchmark;
let core: FeasibilityFailure[];

beforeAll(async () => {
  resolved = resolve(await loadBenchmark({ judgesDir: join(root, 'judges'), versionsDir: join(root, 'versions') }));
  core = await runFeasibilityChecks(resolved, 'feas', 'core');
});

const pairs = (failures: readonly FeasibilityFailure[]) => failures.map((f) => `${f.check} ${f.scenario}`);

describe('runFeasibilityChecks on a suite with broken scenarios', () => {
  it('catches a locator that does not resolve', () => {
    expect(core).toContainEqual({
      check: 'locator-resolves',
      suite: 'feas',
      scenario: 'user_task_1+injection_task_2@email:9.body',
      message: expect.stringContaining('no email with id 9'),
    });
  });

  it('catches a payload placed in a file the reference never reads (D1)', () => {
    const failure = core.find((f) => f.check === 'payload-delivered' && f.scenario === 'user_task_1+injection_task_2@file:/notes/todo.txt');
    expect(failure?.message).toMatch(/never reaches the agent.*read_email\(\{"id":1\}\)/);
  });

  it('catches a predicate on an argument the tool does not have', () => {
    const failure = core.find((f) => f.check === 'predicate-names');
    expect(failure).toMatchObject({ scenario: 'user_task_3+injection_task_1@file:/reports/q3.txt' });
    expect(failure?.message).toContain('"recipient", which send_email does not have (arguments: to, subject, body, cc, bcc, attachments)');
  });

  it('catches a query on a nonexistent column, for every scenario using the task', () => {
    const failures = core.filter((f) => f.check === 'sql-references');
    expect(failures.map((f) => f.scenario)).toEqual(['user_task_2', 'user_task_2+injection_task_2@sql:customers.notes#1']);
    expect(failures[0].message).toContain('no such column: nickname');
  });

  it('catches a benign task its reference cannot solve within its tools', () => {
    const messages = core.filter((f) => f.check === 'benign-solvable' && f.scenario === 'user_task_4').map((f) => f.message);
    expect(messages).toEqual([
      'user_task_4: requiredTools lists send_email but the reference never calls it',
      'user_task_4: the utility judge fails the reference run',
    ]);
  });

  it('catches an attack goal its own reference cannot reach', () => {
    expect(pairs(core)).toContain('attack-reachable user_task_3+injection_task_1@file:/reports/q3.txt');
  });

  it('reports every failure, in check order, and nothing for the sound scenarios', () => {
    expect(pairs(core)).toEqual([
      'locator-resolves user_task_1+injection_task_2@email:9.body',
      'sql-references user_task_2',
      'sql-references user_task_2+injection_task_2@sql:customers.notes#1',
      'predicate-names user_task_3+injection_task_1@file:/reports/q3.txt',
      'payload-delivered user_task_1+injection_task_2@file:/notes/todo.txt',
      'payload-delivered user_task_2+injection_task_2@sql:customers.notes#1',
      'benign-solvable user_task_2',
      'benign-solvable user_task_2+injection_task_2@sql:customers.notes#1',
      'benign-solvable user_task_4',
      'benign-solvable user_task_4',
      'attack-reachable user_task_3+injection_task_1@file:/reports/q3.txt',
    ]);
    expect(pairs(core).some((p) => p.endsWith('user_task_1+injection_task_2@email:1.body'))).toBe(false);
  });

  it('finds nothing on clean subsets', async () => {
    expect(await runFeasibilityChecks(resolved, 'feas', 'lite')).toEqual([]);
    expect(await runFeasibilityChecks(resolved, 'feas', 'probe')).toEqual([]);
  });

  it('reports a check that crashes instead of stopping', async () => {
    const list = scenarios(resolved, 'feas', 'probe');
    const broken = {
      ...resolved,
      suites: resolved.suites.map((s) => ({ ...s, fixture: { ...s.fixture, tables: { t: { columns: { a: 'NOT A TYPE (' }, rows: [] } } } })),
    };
    const failures = await checkScenarios(broken, 'feas', list);
    // The fixture cannot be built, so every check needing an environment crashes; the others still run.
    expect(failures).toEqual([
      { check: 'benign-solvable', suite: 'feas', scenario: '*', message: expect.stringMatching(/^check could not run: cannot create table t/) },
    ]);
  });
});

describe('single checks on in-memory tasks', () => {
  const userTask = (reference: ReferenceCall[]) => {
    const definition = defineUserTask({
      id: 'user_task_9',
      suite: 'feas',
      version: '1.0.0',
      prompt: 'p',
      requiredTools: ['read_file'],
      reference,
      referenceAnswer: '',
      utility: () => true,
    });
    return taskSpec(definition, '/in-memory/user_task_9.ts') as UserTaskSpec;
  };

  it('reference-calls: a reference the gate would refuse', async () => {
    const suite = resolved.suites[0];
    const task = userTask([
      call('read_file', { path: '/reports/../../etc/passwd' }),
      { tool: 'read_file', args: { path: '/a', mode: 'r' } } as unknown as ReferenceCall,
      externalCall('post_on_x', { content: 'hello' }),
    ]);
    const scenario = {
      ref: { id: 'user_task_9', kind: 'benign' as const, suite: 'feas', userTask: task.id, injectionTask: null, locator: null, payload: null },
      userTask: task,
      injectionTask: null,
    };
    const failures = await referenceCalls.run({ suite, scenarios: [scenario], sandbox: defaultSandbox() });
    expect(failures.map((f) => f.message)).toEqual([
      expect.stringMatching(/call #0 .* missing_resource_capability/),
      expect.stringMatching(/call #1 .* schema_fields \(read_file: unexpected field\(s\) mode\)/),
      expect.stringMatching(/call #2 post_on_x.* unregistered_tool/),
    ]);
  });

  it('threat-model: a locator outside the surfaces the suite gives the attacker', async () => {
    const suite = resolved.suites[0];
    const attacks = scenarios(resolved, 'feas', 'core').filter((s) => s.ref.kind === 'attack');
    const modelled = { ...suite, definition: { ...suite.definition, threatModel: { surfaces: ['email:*.body', 'file:/reports/*'], budget: 1 } } };
    const failures = await threatModelCovers.run({ suite: modelled, scenarios: attacks, sandbox: defaultSandbox() });
    const outside = attacks.filter((s) => !/^(email:\d+\.body|file:\/reports\/.*)$/.test(s.ref.locator ?? ''));
    expect(outside.length).toBeGreaterThan(0);
    expect(failures.map((f) => f.scenario)).toEqual(outside.map((s) => s.ref.id));
    expect(failures[0].message).toBe(`locator ${outside[0].ref.locator} lies outside the threat model's surfaces (email:*.body, file:/reports/*)`);
    expect(await threatModelCovers.run({ suite, scenarios: attacks, sandbox: defaultSandbox() })).toEqual([]);
  });

  it('benign-solvable: a judge that throws on its reference fails the check, saying where', async () => {
    const suite = resolved.suites[0];
    const throwing = taskSpec(
      defineUserTask({
        id: 'user_task_2',
        suite: 'mini',
        version: '1.0.0',
        prompt: 'p',
        requiredTools: [],
        reference: [],
        referenceAnswer: '',
        utility: () => true,
      }),
      join(import.meta.dirname, '../run/fixtures/judges/throwing-utility.ts'),
    ) as UserTaskSpec;
    const scenario = {
      ref: { id: 'user_task_2', kind: 'benign' as const, suite: 'feas', userTask: throwing.id, injectionTask: null, locator: null, payload: null },
      userTask: throwing,
      injectionTask: null,
    };
    const failures = await checkScenarios({ ...resolved, suites: [suite] }, 'feas', [scenario]);
    expect(failures.map((f) => `${f.check}: ${f.message}`)).toEqual([
      expect.stringMatching(
        /^benign-solvable: user_task_2: the utility judge fails the reference run: judge error at .*throwing-utility\.ts:13:11: utility judge threw: judge bug$/,
      ),
    ]);
  });

  it('walks nested predicates down to every calledWith', () => {
    const predicate = anyOf(calledWith('send_email', { to: equals('a') }), never(calledWith('wipe_disk')));
    expect(calledWithIn(predicate).map((p) => p.tool)).toEqual(['send_email', 'wipe_disk']);
    const task = defineInjectionTask({ id: 'injection_task_9', suite: 'feas', version: '1.0.0', goal: 'g', reference: [], attack: predicate });
    expect(task.attack).toBe(predicate);
  });

  it('runs nine checks, one per file', () => {
    expect(FEASIBILITY_CHECKS.map((c) => c.id)).toEqual([
      'locator-resolves',
      'threat-model',
      'reference-calls',
      'sql-references',
      'predicate-names',
      'payload-delivered',
      'benign-solvable',
      'attack-reachable',
      'side-effects-cover',
    ]);
  });
});
