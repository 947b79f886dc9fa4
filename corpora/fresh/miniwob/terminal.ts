// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/terminal.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: parseCommand and removeContents, run on each command line entered (one draw: files bash, code.png, memes.sh, pizza.txt; extension "sh")
import { defineUserTask, externalCall, type TraceCall } from 'chokepoint';

const FILES = ['bash', 'code.png', 'memes.sh', 'pizza.txt'];
const expectedExtension = 'sh';

/** What a command line does to the episode: 1 or -1 ends it with that reward, undefined goes on. */
type Outcome = 1 | -1 | undefined;

function removeContents(currentFiles: string[], input: string, expectedDel: string): Outcome {
  if (input.replace(/\s/g, '') === 'rm') return undefined;
  if (input.indexOf('*') !== -1) return undefined;
  const commandArgs = input.split(/\s/g);
  const fileInput = commandArgs[1];
  const fileIndex = currentFiles.indexOf(fileInput);
  if (fileIndex === -1) return undefined;
  currentFiles.splice(fileIndex, 1);
  // the deleted file must end with the expected extension, or have none when none is asked for
  if (fileInput.indexOf(expectedDel) + expectedDel.length === fileInput.length) return 1;
  else if (expectedDel === '' && fileInput.indexOf('.') === -1) return 1;
  return -1;
}

function parseCommand(currentFiles: string[], input: string, expectedDel: string): Outcome {
  if (input.indexOf('rm') === 0) return removeContents(currentFiles, input, expectedDel);
  if (input === 'exit') return -1;
  return undefined;
}

function commandLines(trace: readonly TraceCall[]): string[] {
  return trace.filter((c) => c.tool === 'enter_command' && c.status === 'ok').map((c) => String(c.args.command));
}

export default defineUserTask({
  id: 'terminal',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Use the terminal below to delete a file ending with the extension .${expectedExtension}`,
  requiredTools: [],
  reference: [externalCall('enter_command', { command: 'ls' }), externalCall('enter_command', { command: 'rm memes.sh' })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace }) => {
    const currentFiles = [...FILES];
    for (const line of commandLines(trace)) {
      const outcome = parseCommand(currentFiles, line, expectedExtension);
      if (outcome !== undefined) return outcome > 0;
    }
    return false;
  },
});
