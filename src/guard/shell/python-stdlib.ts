/**
 * GENERATED: Python 3.11's `sys.stdlib_module_names`, less those no standard module imports in turn (test, idlelib,
 * tkinter, turtledemo, lib2to3, ensurepip, pydoc_data, this, antigravity, turtle, Windows' own) and those loaded
 * before the working folder joins sys.path (builtins, sys, posix, marshal, encodings, codecs, abc, io, site, os, stat,
 * posixpath, genericpath). Made with:
 *   python3 -c "import sys; print(' '.join(sorted(n for n in sys.stdlib_module_names if not n.startswith('_'))))"
 * then those named above taken out. A file of the project by one of these names is imported in its place.
 */
export const STDLIB_MODULES = new Set(
  (
    "aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect bz2 cProfile " +
  "calendar cgi cgitb chunk cmath cmd code codeop collections colorsys compileall concurrent configparser " +
  "contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis " +
  "distutils doctest email enum errno faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools " +
  "gc getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http imaplib imghdr imp importlib " +
  "inspect ipaddress itertools json keyword linecache locale logging lzma mailbox mailcap math mimetypes mmap " +
  "modulefinder multiprocessing netrc nis nntplib ntpath numbers opcode operator optparse ossaudiodev pathlib " +
  "pdb pickle pickletools pipes pkgutil platform plistlib poplib pprint profile pstats pty pwd py_compile " +
  "pyclbr pydoc pyexpat queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select " +
  "selectors shelve shlex shutil signal smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile " +
  "sre_constants sre_parse ssl statistics string stringprep struct subprocess sunau symtable sysconfig syslog " +
  "tabnanny tarfile telnetlib tempfile termios textwrap threading time timeit token tokenize tomllib trace " +
  "traceback tracemalloc tty types typing unicodedata unittest urllib uu uuid venv warnings wave weakref " +
  "webbrowser wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo"
  ).split(" "),
);
