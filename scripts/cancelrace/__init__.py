"""cancelrace's tools as one package (Python 3 standard library only).

The executables in scripts/ are entry points that put scripts/ on sys.path
and call a module's main(); no tool loads another's source.  scripts/README
says what each tool does.
"""
