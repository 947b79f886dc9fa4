// Source: google-research/android_world, commit d9c569f764b3a5629321858de03ff653d0f24056:
// android_world/task_evals/common_validators/contacts_validators.py (AddContact), android_world/task_evals/single/contacts.py
// (ContactsAddContact), android_world/task_evals/single/sms.py (SimpleSmsSend, SimpleSmsReply,
// SimpleSmsSendClipboardContent, SimpleSmsSendReceivedAddress, SimpleSmsResend), android_world/task_evals/single/markor.py
// (MarkorMoveNote, MarkorCreateFolder, MarkorEditNote, MarkorDeleteNote, MarkorDeleteNewestNote, MarkorDeleteAllNotes,
// MarkorCreateNote, MarkorCreateNoteFromClipboard, MarkorMergeNotes, MarkorChangeNoteContent),
// android_world/task_evals/composite/markor_sms.py (MarkorCreateNoteAndSms), android_world/task_evals/single/system.py
// (_SystemBrightnessToggle, _SystemWifiToggle, _SystemBluetoothToggle)
import type { Snapshot } from 'chokepoint';
import {
  cat,
  checkFileContent,
  checkFileOrFolderExists,
  cleanPhoneNumber,
  convertToPosixPath,
  CreateFile,
  DeleteFile,
  fuzzyMatch,
  getFileListWithMetadata,
  listContacts,
  Markor,
  MARKOR_DATA,
  MoveFile,
  settingsGet,
  SimpleSMSSendSms,
  smsAreEqual,
  TaskEval,
  type Contact,
  type FileWithMetadata,
  type Params,
} from './helpers.ts';

/** contacts_validators.AddContact (ContactsAddContact). */
export class AddContact extends TaskEval {
  hasContact(contacts: Contact[]): boolean {
    const wanted = { name: String(this.params.name), number: cleanPhoneNumber(String(this.params.number)) };
    return contacts.some((c) => c.name === wanted.name && c.number === wanted.number);
  }

  override isSuccessful(env: Snapshot): number {
    const contactFound = this.hasContact(listContacts(env));
    return contactFound ? super.isSuccessful(env) : 0.0;
  }
}

/** sms.SimpleSmsResend: exactly one more sent message, equal to the one sent before. */
export class SimpleSmsResend extends SimpleSMSSendSms {
  beforeMessages: string[] = [];

  override initializeTask(env: Snapshot): void {
    // super().initialize_task ran on the cleared SMS database, before the setup sent the message to be resent:
    // its was_sent check cannot fire there, so it is not repeated on the starting state.
    this.initialized = true;
    this.beforeMessages = this.getSentMessages(env);
  }

  override isSuccessful(env: Snapshot): number {
    const afterMessages = this.getSentMessages(env);
    if (afterMessages.length !== this.beforeMessages.length + 1) return 0.0;
    return smsAreEqual(afterMessages[0], this.beforeMessages[this.beforeMessages.length - 1]) ? 1.0 : 0.0;
  }
}

export class MarkorMoveNote extends Markor {
  moveFileTask: MoveFile;
  constructor(params: Params) {
    super(params);
    this.moveFileTask = new MoveFile(params, MARKOR_DATA);
  }
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.moveFileTask.initializeTask(env);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    return this.moveFileTask.isSuccessful(env);
  }
}

export class MarkorCreateFolder extends Markor {
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const folderName = String(this.params.folder_name);
    const exists = checkFileOrFolderExists(folderName, MARKOR_DATA, env);
    if (!exists) return 0.0;
    return 1.0;
  }
}

export class MarkorEditNote extends Markor {
  originalContent = '';
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    // create_file(...) returns the content it wrote: the note's text in the starting state.
    this.originalContent = cat(env, convertToPosixPath(MARKOR_DATA, String(this.params.file_name)));
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const fileContents = cat(env, convertToPosixPath(MARKOR_DATA, String(this.params.file_name)))
      .replace(/\r/g, '')
      .trim();
    let expectedContent: string;
    if (this.params.edit_type === 'header') expectedContent = String(this.params.header) + '\n' + this.originalContent;
    else if (this.params.edit_type === 'footer') expectedContent = this.originalContent + '\n' + String(this.params.footer);
    else expectedContent = String(this.params.replace_text);
    const isMatch = fuzzyMatch(fileContents, expectedContent);
    return isMatch ? 1.0 : 0.0;
  }
}

export class MarkorDeleteNote extends Markor {
  deleteFileTask: DeleteFile;
  constructor(params: Params) {
    super(params);
    this.deleteFileTask = new DeleteFile(params, MARKOR_DATA);
  }
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.deleteFileTask.initializeTask(env);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    return this.deleteFileTask.isSuccessful(env);
  }
}

export class MarkorDeleteNewestNote extends Markor {
  initialFileListSorted: FileWithMetadata[] = [];
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    const fileList = getFileListWithMetadata(MARKOR_DATA, env);
    this.initialFileListSorted = [...fileList].sort((a, b) => a.change_time - b.change_time);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const newFileList = getFileListWithMetadata(MARKOR_DATA, env);
    const newFileListSorted = [...newFileList].sort((a, b) => a.change_time - b.change_time);
    for (let i = 0; i < newFileList.length; i++) {
      if (
        !(
          newFileListSorted[i].file_name === this.initialFileListSorted[i].file_name &&
          newFileListSorted[i].change_time === this.initialFileListSorted[i].change_time
        )
      )
        return 0.0;
    }
    const oneFewerFile = newFileListSorted.length === this.initialFileListSorted.length - 1;
    return oneFewerFile ? 1.0 : 0.0;
  }
}

export class MarkorDeleteAllNotes extends Markor {
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const fileList = getFileListWithMetadata(MARKOR_DATA, env);
    return fileList.length > 0 ? 0.0 : 1.0;
  }
}

export class MarkorCreateNote extends Markor {
  createFileTask: CreateFile;
  constructor(params: Params) {
    super(params);
    this.createFileTask = new CreateFile(params, MARKOR_DATA);
  }
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.createFileTask.initializeTask(env);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    return this.createFileTask.isSuccessful(env);
  }
}

export class MarkorCreateNoteFromClipboard extends Markor {
  createFileTask: CreateFile;
  constructor(params: Params) {
    super(params);
    this.createFileTask = new CreateFile({ file_name: params.file_name, text: params.file_content }, MARKOR_DATA);
  }
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.createFileTask.initializeTask(env);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    return this.createFileTask.isSuccessful(env);
  }
}

export class MarkorMergeNotes extends Markor {
  createFileTask: CreateFile;
  constructor(params: Params) {
    super(params);
    this.createFileTask = new CreateFile(
      {
        file_name: params.new_file_name,
        text: [String(this.params.file1_content), String(this.params.file2_content), String(this.params.file3_content)].join('\n\n') + '\n',
      },
      MARKOR_DATA,
    );
  }
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.createFileTask.initializeTask(env);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    if (!this.createFileTask.isSuccessful(env)) return 0.0;
    const mergedFile = cat(env, convertToPosixPath(MARKOR_DATA, String(this.params.new_file_name)))
      .replace(/\r/g, '')
      .trim();
    const contentSplit = mergedFile.split('\n');
    const areNotesMerged = contentSplit.length === 5 && !contentSplit[1] && !contentSplit[3];
    return areNotesMerged ? 1.0 : 0.0;
  }
}

export class MarkorChangeNoteContent extends Markor {
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    if (checkFileOrFolderExists(String(this.params.original_name), MARKOR_DATA, env)) return 0.0;
    if (!checkFileOrFolderExists(String(this.params.new_name), MARKOR_DATA, env)) return 0.0;
    const contentUpdated = checkFileContent(convertToPosixPath(MARKOR_DATA, String(this.params.new_name)), String(this.params.updated_content), env);
    return contentUpdated ? 1.0 : 0.0;
  }
}

/** composite/markor_sms.MarkorCreateNoteAndSms: the mean of the two sub-tasks' scores. */
export class MarkorCreateNoteAndSms extends Markor {
  markorTask = new MarkorCreateNote({});
  smsTask = new SimpleSMSSendSms({});
  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.markorTask = new MarkorCreateNote({ file_name: this.params.file_name, text: this.params.text });
    this.markorTask.initializeTask(env);
    this.smsTask = new SimpleSMSSendSms({ number: this.params.number, message: this.params.text });
    this.smsTask.initializeTask(env);
  }
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const markorSuccess = this.markorTask.isSuccessful(env);
    const smsSuccess = this.smsTask.isSuccessful(env);
    return (markorSuccess + smsSuccess) / 2.0;
  }
}

/** system._SystemBrightnessToggle. */
export class SystemBrightnessToggle extends TaskEval {
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const brightnessLevel = Number.parseInt(settingsGet(env, 'system', 'screen_brightness').trim(), 10);
    if (this.params.max_or_min === 'max') return brightnessLevel === 255 ? 1.0 : 0.0;
    else return brightnessLevel === 1 ? 1.0 : 0.0;
  }
}

/** system._SystemWifiToggle. */
export class SystemWifiToggle extends TaskEval {
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const wifiStatus = settingsGet(env, 'global', 'wifi_on').trim();
    if (this.params.on_or_off === 'on') return ['1', '2'].includes(wifiStatus) ? 1.0 : 0.0;
    else return wifiStatus === '0' ? 1.0 : 0.0;
  }
}

/** system._SystemBluetoothToggle. */
export class SystemBluetoothToggle extends TaskEval {
  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const bluetoothStatus = settingsGet(env, 'global', 'bluetooth_on').trim();
    const expectedStatus = this.params.on_or_off === 'on' ? '1' : '0';
    return bluetoothStatus === expectedStatus ? 1.0 : 0.0;
  }
}
